import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import { charLimit } from '@/components/char-limit.ts';

export interface StepColumn {
  key: string;
  /** What the input is, for its placeholder and its accessible name. */
  label: string;
  kind: 'text' | 'number';
  width: number;
  maxLength?: number;
}

/** A table of the standard edited row by row (a bonus tier, a grade), at least one row kept. */
export function StepListField({
  name,
  label,
  columns,
  newRow,
  addText,
}: {
  name: string;
  label: string;
  columns: StepColumn[];
  newRow: Record<string, unknown>;
  addText: string;
}) {
  return (
    <Form.Item label={label} required>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" wrap>
                {columns.map((column) => (
                  <Form.Item
                    key={column.key}
                    name={[field.name, column.key]}
                    rules={[{ required: true, message: `请填写${column.label}` }]}
                  >
                    {column.kind === 'text' ? (
                      <Input
                        aria-label={`${label}第${index + 1}行${column.label}`}
                        placeholder={column.label}
                        count={charLimit(column.maxLength)}
                        style={{ width: column.width }}
                      />
                    ) : (
                      <InputNumber
                        aria-label={`${label}第${index + 1}行${column.label}`}
                        placeholder={column.label}
                        style={{ width: column.width }}
                      />
                    )}
                  </Form.Item>
                ))}
                {fields.length > 1 && (
                  <Button
                    type="text"
                    aria-label={`删除${label}第${index + 1}行`}
                    icon={<MinusCircleOutlined />}
                    onClick={() => remove(field.name)}
                  />
                )}
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newRow)}>
              {addText}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
