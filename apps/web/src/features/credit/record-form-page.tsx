import type { CreditAuthorDesk } from '@credit/rules';
import { Card } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { authorDeskOf } from './author-page.tsx';
import { RecordForm } from './record-form.tsx';

/** creditDeclareApply, departmentCreditdeclare: the form as a page (`?id=` corrects a record); saved, it opens the desk's list. */
export function RecordFormPage({ deskKey }: { deskKey: CreditAuthorDesk['key'] }) {
  const desk = authorDeskOf(deskKey);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  return (
    <Card title={id ? '修改信用记录' : `新增${desk.title}`}>
      <RecordForm key={id ?? 'new'} desk={desk} recordId={id} onSaved={() => void navigate(`/${desk.route}`)} />
    </Card>
  );
}
