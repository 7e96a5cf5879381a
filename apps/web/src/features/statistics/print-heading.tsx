import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import '@/components/statistics/statistics.css';

/**
 * A statistics page prints on A4 landscape: the page rule lives while the page is shown (a named
 * page would not reach through the shell's flex layout, and the credit report prints portrait).
 */
const LANDSCAPE = '@page { size: A4 landscape; margin: 10mm; }';

/** What a printed statistics page starts with: its name and the filters its figures were counted with. */
export function PrintHeading({ title, filters }: { title: string; filters: string }) {
  return (
    <div className="statistics-print-heading">
      <style>{LANDSCAPE}</style>
      <h1>{title}</h1>
      <div>{filters}</div>
    </div>
  );
}

/** 打印: the page alone on A4 landscape (statistics.css). */
export function PrintButton() {
  return (
    <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
      打印
    </Button>
  );
}
