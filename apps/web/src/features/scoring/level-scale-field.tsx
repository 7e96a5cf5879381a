import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import { charLimit } from '@/components/char-limit.ts';

/** A scale from the highest level down: each level's name and lowest score; the last one has none. */
export function LevelScaleField({ name, label }: { name: 'levels' | 'trendLevels'; label: string }) {
  return (
    <Form.Item label={label} required>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item name={[field.name, 'level']} rules={[{ required: true, message: '请填写等级名称' }]}>
                  <Input
                    aria-label={`${label}第${index + 1}级名称`}
                    placeholder="等级"
                    count={charLimit(4)}
                    style={{ width: 90 }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'min']}>
                  <InputNumber
                    aria-label={`${label}第${index + 1}级最低分`}
                    placeholder={index === fields.length - 1 ? '最低一级不设' : '最低分'}
                    style={{ width: 140 }}
                  />
                </Form.Item>
                {fields.length > 2 && (
                  <Button
                    type="text"
                    aria-label={`删除${label}第${index + 1}级`}
                    icon={<MinusCircleOutlined />}
                    onClick={() => remove(field.name)}
                  />
                )}
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ level: '', min: null }, fields.length - 1)}
            >
              增加一级
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
