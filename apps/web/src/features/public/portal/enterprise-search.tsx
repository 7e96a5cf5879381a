import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PlainField } from '@/components/plain/plain-field.tsx';
import { LOAD_FAILED } from './public-list.tsx';
import { enterpriseLevelPath, publicity, publicityKeys } from './publicity-api.ts';

const RESULTS = 10;

/** Searches enterprises by name (two characters are enough) or social credit code; each result opens its level page. */
export function EnterpriseSearch() {
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('keyword') ?? '';
  const [draft, setDraft] = useState(keyword);
  const found = useQuery({
    queryKey: publicityKeys.enterpriseSearch(keyword),
    queryFn: () => publicity.enterprises({ keyword, pageIndex: 1, pageSize: RESULTS }),
    enabled: keyword !== '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setSearch(next ? { keyword: next } : {});
  };
  return (
    <section className="portal-section" aria-labelledby="enterprise-search-title">
      <h2 id="enterprise-search-title" className="portal-section__title">
        企业信用查询
      </h2>
      <form className="portal-search" role="search" onSubmit={submit}>
        <PlainField
          label="企业名称或统一社会信用代码"
          name="keyword"
          maxLength={50}
          value={draft}
          placeholder="例如：华信 或 18 位统一社会信用代码"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="plain-button plain-button--primary">
          查询
        </button>
      </form>
      {keyword && (
        <div aria-live="polite">
          {found.isError && <p className="portal-error">{LOAD_FAILED}</p>}
          {found.data?.totalCount === 0 && <p className="portal-note">未找到符合条件的企业</p>}
          {found.data && found.data.totalCount > 0 && (
            <ul className="portal-results">
              {found.data.pageData.map((enterprise) => (
                <li key={enterprise.enterpriseId}>
                  <Link className="portal-link" to={enterpriseLevelPath(enterprise.enterpriseId)}>
                    {enterprise.enterpriseName}
                  </Link>
                  <span className="portal-note">{enterprise.socialCreditCode}</span>
                </li>
              ))}
            </ul>
          )}
          {found.data && found.data.totalCount > RESULTS && (
            <p className="portal-note">
              共 {found.data.totalCount} 家，仅显示前 {RESULTS} 家，请输入更完整的名称。
            </p>
          )}
        </div>
      )}
    </section>
  );
}
