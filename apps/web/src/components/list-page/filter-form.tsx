import { Button, Col, Form, Row, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNarrowerThan } from '../use-narrower-than.ts';
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
/** Fields a phone shows before 更多筛选: one field a row, the rest would push the list off the first screen. */
const FIELDS_FOLDED_ON_PHONE = 2;

const differsFromDefault = (field: FilterField, values: FilterFormValues, defaults: FilterFormValues) =>
  JSON.stringify(values[field.name] ?? null) !== JSON.stringify(defaults[field.name] ?? null);

/**
 * Filter fields in a responsive grid, 重置 / 查询 at the end; Enter in a field queries. On a phone
 * only the first fields show until 更多筛选 (unfolded from the start when a later one is set).
 */
export function FilterForm({ fields, values, defaultValues, onSearch, onReset }: FilterFormProps) {
  const [form] = Form.useForm<FilterFormValues>();
  const valuesKey = JSON.stringify(values);
  const phone = useNarrowerThan('sm');
  const [unfolded, setUnfolded] = useState(() =>
    fields.slice(FIELDS_FOLDED_ON_PHONE).some((field) => differsFromDefault(field, values, defaultValues)),
  );
  const foldable = phone && fields.length > FIELDS_FOLDED_ON_PHONE;
  const folded = foldable && !unfolded;

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
        {fields.map((field, index) => (
          // A folded field stays in the form (display: none), so its value still reaches the query.
          <Col
            key={field.name}
            {...fieldSpan}
            style={folded && index >= FIELDS_FOLDED_ON_PHONE ? { display: 'none' } : undefined}
          >
            <Form.Item name={field.name} label={field.label} style={{ marginBottom: 0 }}>
              {filterControl(field)}
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto" style={{ textAlign: 'right' }}>
          <Space>
            {foldable && (
              <Button type="link" aria-expanded={unfolded} onClick={() => setUnfolded(!unfolded)}>
                {unfolded ? '收起筛选' : '更多筛选'}
              </Button>
            )}
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
