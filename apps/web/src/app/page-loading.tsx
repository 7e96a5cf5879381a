/** Shown while the code of the first page opened is still on its way (the signed-in shell, the forms). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      正在加载…
    </div>
  );
}
