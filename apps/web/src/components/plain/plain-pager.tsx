import { PAGE_SIZE_OPTIONS, totalCountText } from '@credit/rules';
import './plain-table.css';

interface PlainPagerProps {
  totalCount: number;
  pageIndex: number;
  pageSize: number;
  onChange: (pageIndex: number, pageSize: number) => void;
}

/** Paging under a plain table: the total, previous and next, the page size choices of spec §9. */
export function PlainPager({ totalCount, pageIndex, pageSize, onChange }: PlainPagerProps) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <nav className="plain-pager" aria-label="分页">
      <span>{totalCountText(totalCount)}</span>
      <button
        type="button"
        className="plain-button"
        disabled={pageIndex <= 1}
        onClick={() => onChange(pageIndex - 1, pageSize)}
      >
        上一页
      </button>
      <span aria-current="page">
        第 {pageIndex} / {pages} 页
      </span>
      <button
        type="button"
        className="plain-button"
        disabled={pageIndex >= pages}
        onClick={() => onChange(pageIndex + 1, pageSize)}
      >
        下一页
      </button>
      <label className="plain-pager__size">
        每页
        <select value={pageSize} onChange={(event) => onChange(1, Number(event.target.value))}>
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size} 条
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
