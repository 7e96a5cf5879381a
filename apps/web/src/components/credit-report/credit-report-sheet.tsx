import { endingNote } from '@credit/rules';
import { storedFileHref } from '../attachment-file.ts';
import { StoredImage } from '../stored-image.tsx';
import type { CreditReportData } from './credit-report-api.ts';

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** The credit report as it reads on screen and on A4 paper (spec §3 credit report). */
export function CreditReportSheet({ data, printedOn }: { data: CreditReportData; printedOn: string }) {
  const report = data.creditReport;
  const actor = report.Person ? `${report.ActorsDescription}（${report.Person.Name}）` : report.ActorsDescription;
  const rows: [string, string][] = [
    ['企业名称', report.EnterpriseName],
    ['统一社会信用代码', report.Enterprises.map((enterprise) => enterprise.BusLicenceRegisterNo).join('、')],
    ['行为主体', actor],
    ['企业地址', report.Address],
    ['信用类别', report.RatingTypeName],
    ['行为类别', report.RatingCategoryName],
    ['行为内容', report.RatingName],
    ['认定等级', report.RatingLevel ?? '—'],
    ['认定单位', report.IdentifiedUnit],
    ['认定日期', report.RecordDate],
    ['相关文号', report.RelatedSymbol ?? '—'],
    ['分值', signed(report.Score)],
    ['行为描述', report.Remark],
  ];
  const ended = endingNote({ endedOn: report.EndedOn, endReason: report.EndReason });
  if (ended) rows.splice(1, 0, ['失效情况', ended]);
  const files = [...report.Attachment.PDF, ...report.Attachment.Other];
  return (
    <article className="credit-report-sheet">
      <h1>信用报告</h1>
      <div className="credit-report-meta">
        登记编号 {report.RegisterNumber} · 打印日期 {printedOn}
      </div>
      <table>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>附件</h2>
      {report.Attachment.IMG.length > 0 && (
        <div className="credit-report-images">
          {report.Attachment.IMG.map((image) => (
            <StoredImage
              key={image.id}
              src={storedFileHref(image.relativePath)}
              alt={image.fileName}
              width={320}
              preview={false}
            />
          ))}
        </div>
      )}
      {files.length > 0 && <p>{files.map((file) => file.fileName).join('；')}</p>}
      {report.Attachment.IMG.length + files.length === 0 && <p>暂无附件</p>}
      <h2>相似信用记录（共 {report.Similarity.total} 条）</h2>
      {report.Similarity.total === 0 ? (
        <p>暂无相似信用记录</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>登记编号</th>
              <th>信用类别</th>
              <th>认定日期</th>
              <th>分值</th>
            </tr>
          </thead>
          <tbody>
            {report.Similarity.records.map((row) => (
              <tr key={row.Id}>
                <td>{row.RegisterNumber}</td>
                <td>{row.RatingTypeName}</td>
                <td>{row.RecordDate}</td>
                <td>{signed(row.Score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>处理历史</h2>
      {data.creditReportHistory.length === 0 ? (
        <p>暂无数据</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>操作人</th>
              <th>时间</th>
              <th>内容</th>
            </tr>
          </thead>
          <tbody>
            {data.creditReportHistory.map((entry, index) => (
              <tr key={index}>
                <td>{entry.operator}</td>
                <td>{entry.createTime}</td>
                <td>{entry.instructions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
