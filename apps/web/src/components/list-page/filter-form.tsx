import { Button, Col, Form, Row, Space } from 'antd';
import { useEffect } from 'react';
import { filterControl } from './filter-control.tsx';
import type { FilterFormValues } from './filter-codec.ts';
import type { FilterField } from './types.ts';

interface FilterFormProps {
  fields: FilterField[];
  values: FilterFormValues;
  defaultValues: FilterFormValues;
  onSearch: (values: FilterFormValues) => void;
  onReset: () => void;
}

const fieldSpan = { xs: 24, sm: 12, lg: 8, xxl: 6 };

/** Filter fields in a responsive grid, 重置 / 查询 at the end; Enter in a field queries. */
export function FilterForm({ fields, values, defaultValues, onSearch, onReset }: FilterFormProps) {
  const [form] = Form.useForm<FilterFormValues>();
  const valuesKey = JSON.stringify(values);

  // The URL is the source of truth: back/forward or a shared link refill the form. Keyed by text
  // because `values` is a new object on every render.
  useEffect(() => {
    form.setFieldsValue(values);
  }, [form, valuesKey]);

  const reset = () => {
    form.setFieldsValue(defaultValues);
    onReset();
  };

  return (
    <Form form={form} initialValues={values} onFinish={onSearch}>
      <Row gutter={[16, 16]}>
        {fields.map((field) => (
          <Col key={field.name} {...fieldSpan}>
            <Form.Item name={field.name} label={field.label} style={{ marginBottom: 0 }}>
              {filterControl(field)}
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto" style={{ textAlign: 'right' }}>
          <Space>
            <Button onClick={reset}>重置</Button>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
