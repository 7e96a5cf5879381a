import { MSG } from '@credit/rules';
import { Button, Card, Spin } from 'antd';
import { useState } from 'react';
import { useAnnexTypes } from '@/components/attachment-upload/use-annex-types.ts';
import { AnnexesByType } from './annexes-by-type.tsx';
import { useEnterprise } from './enterprise-api.ts';
import { EnterpriseEditDialog } from './enterprise-edit-dialog.tsx';

/** attachment: the enterprise's own attachments by type, previewed; changed through the basic-information form. */
export function AttachmentPage() {
  const enterprise = useEnterprise(undefined);
  const types = useAnnexTypes('enterprise');
  const [editing, setEditing] = useState(false);
  if (!enterprise.data) return <Spin />;
  const profile = enterprise.data;
  return (
    <Card
      title="企业附件"
      extra={
        <Button type="primary" onClick={() => setEditing(true)}>
          上传附件
        </Button>
      }
    >
      <AnnexesByType
        annexes={profile.enterpriseAnnexes}
        types={(types.data ?? []).map((type) => ({
          name: type.name,
          label: `${type.name}（${type.fileFormatValue}，不超过${type.fileSize}K）`,
        }))}
      />
      {profile.enterpriseAnnexes.length === 0 && MSG.noAttachment}
      <EnterpriseEditDialog profile={profile} open={editing} onClose={() => setEditing(false)} />
    </Card>
  );
}
