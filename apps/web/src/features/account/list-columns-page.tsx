import { LIST_SPECS, type ListSpec } from '@credit/rules';
import { Card, Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import { useCurrentUser } from '@/api/current-user.ts';
import { ColumnChooser } from '@/components/list-page/column-settings.tsx';
import { specColumns } from '@/components/list-page/spec-columns.tsx';
import { useColumnChoice } from '@/components/list-page/use-column-choice.ts';
import { LIST_PARTS, listsBehind, type OpenList } from './list-columns-lists.ts';

/** One list's columns, chosen and ordered as on the list's own 列设置. */
function ListColumnsCard({ listKey, spec, pages }: OpenList & { spec: ListSpec }) {
  const choice = useColumnChoice(spec, specColumns(spec));
  const part = LIST_PARTS[listKey];
  return (
    <Card
      size="small"
      title={part ? `${pages.join('、')} · ${part}` : pages.join('、')}
      extra={choice.chosen ? <Tag color="processing">已自定义</Tag> : <Tag>默认</Tag>}
    >
      <ColumnChooser {...choice} />
    </Card>
  );
}

/**
 * badnessColumn (列表列设置): the column configuration of spec §12, one card per list the user's
 * menus open, each with the columns it shows and their order (docs/lists.md). Exports follow it.
 */
export function ListColumnsPage() {
  const user = useCurrentUser();
  const lists = listsBehind(user.data?.menus ?? []).flatMap(({ listKey, pages }: OpenList) => {
    const spec = LIST_SPECS[listKey];
    return spec ? [{ listKey, pages, spec }] : [];
  });
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        勾选每个列表显示的列并调整顺序，列表和导出的 Excel
        都按此显示；状态列和操作列始终显示。设置随账号保存，换浏览器登录依然有效。
      </Typography.Paragraph>
      {lists.length === 0 && !user.isLoading ? (
        <Empty description="您的菜单下没有可设置列的列表" />
      ) : (
        <Row gutter={[16, 16]}>
          {lists.map((list) => (
            <Col key={list.listKey} xs={24} md={12} xl={8}>
              <ListColumnsCard {...list} />
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  );
}
