import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Spin } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LOOKFORM_FLOWS, type LookformFlow } from './lookform-flows.tsx';

/** The flow and item the link names, or undefined when it names none we know. */
function linkedItem(search: URLSearchParams): LookformFlow | undefined {
  const flow = search.get('flow') ?? '';
  const id = Number(search.get('id'));
  const open = Object.hasOwn(LOOKFORM_FLOWS, flow) ? LOOKFORM_FLOWS[flow] : undefined;
  return open && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? open(id) : undefined;
}

const WRONG_LINK = '链接有误：未指明要查看的表单';

function LinkedForm({ item }: { item: LookformFlow }) {
  const navigate = useNavigate();
  const location = useLocation();
  const read = useQuery({ queryKey: item.queryKey, queryFn: item.fetch, retry: false });
  // Back where the notice was clicked; a link opened in a new tab has nowhere back, so home.
  const back = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
  if (read.isError) return <Alert type="error" showIcon message="无法查看该表单" description={read.error.message} />;
  if (!read.data) return <Spin />;
  if (item.accepts && !item.accepts(read.data)) return <Alert type="error" showIcon message={WRONG_LINK} />;
  return (
    <>
      <Result status="info" title="表单已在对话框中打开" extra={<Button onClick={back}>返回</Button>} />
      {item.view(back)}
    </>
  );
}

/**
 * lookform (查看表单, docs/lookform.md): a submitted form as its author filled it, by its link
 * `/lookform?flow=<workflow key>&id=<id>` — the flow's own viewer, read-only; the server decides
 * whether the viewer may read the item.
 */
export function LookformPage() {
  const [search] = useSearchParams();
  const item = linkedItem(search);
  if (!item) return <Alert type="error" showIcon message={WRONG_LINK} />;
  return <LinkedForm item={item} />;
}
