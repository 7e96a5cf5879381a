import { Button, Descriptions, Modal, Table, Typography } from 'antd';
import type { OperationLogRow } from './operation-log-api.ts';
import { fieldChanges, type FieldChange } from './operation-log-changes.ts';

const columns = [
  { title: '字段', dataIndex: 'field', width: 140 },
  {
    title: '修改前',
    dataIndex: 'before',
    render: (text: string) => text || <Typography.Text type="secondary">—</Typography.Text>,
  },
  {
    title: '修改后',
    dataIndex: 'after',
    render: (text: string) => text || <Typography.Text type="secondary">—</Typography.Text>,
  },
];

/** One entry: who, when, from where, on what, and each field before → after. */
export function OperationLogDetailDialog({ entry, onClose }: { entry: OperationLogRow | null; onClose: () => void }) {
  return (
    <Modal
      title="操作日志详情"
      open={entry !== null}
      onCancel={onClose}
      width={760}
      footer={<Button onClick={onClose}>关闭</Button>}
      destroyOnHidden
    >
      {entry && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="操作时间">{entry.operateTime}</Descriptions.Item>
            <Descriptions.Item label="IP">{entry.ip}</Descriptions.Item>
            <Descriptions.Item label="操作人">{entry.userName}</Descriptions.Item>
            <Descriptions.Item label="角色">{entry.roleName}</Descriptions.Item>
            <Descriptions.Item label="操作对象">{entry.objectKindDescription}</Descriptions.Item>
            <Descriptions.Item label="对象编号">{entry.objectId}</Descriptions.Item>
            <Descriptions.Item label="对象名称">{entry.objectLabel}</Descriptions.Item>
            <Descriptions.Item label="操作">{entry.action}</Descriptions.Item>
            {entry.reason && (
              <Descriptions.Item label="意见" span={2}>
                {entry.reason}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Table<FieldChange>
            style={{ marginTop: 16 }}
            size="small"
            rowKey="field"
            columns={columns}
            dataSource={fieldChanges(entry)}
            pagination={false}
            locale={{ emptyText: '暂无数据' }}
          />
        </>
      )}
    </Modal>
  );
}
