/** One part of a legal document: its paragraphs, named items and table, whichever it has. */
import type { LegalTable, LegalSection as Section } from './legal-doc-types.js';

const paragraphs = (body: string[] | string | undefined) =>
  body === undefined ? [] : Array.isArray(body) ? body : [body];

// Titles may arrive numbered ("3. Payment Terms"); the modal numbers them itself.
const bare = (title: string) => title.replace(/^\s*\d+[.)]\s*/, '');

function Table({ table, caption }: { table: LegalTable; caption: string }) {
  return (
    <table className="legal-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.join('|')}>
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={table.columns[i]} scope="row" data-label={table.columns[i]}>
                  {cell}
                </th>
              ) : (
                <td key={table.columns[i] ?? i} data-label={table.columns[i]}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function LegalSectionView({ id, number, section }: { id: string; number?: number; section: Section }) {
  return (
    <section className="legal-section" aria-labelledby={id} data-section={id.split('-').pop()}>
      <h3 id={id} className="legal-section__title">
        {number !== undefined ? <span className="legal-section__number">{number}</span> : null}
        <span>{bare(section.title)}</span>
      </h3>
      {section.intro ? <p>{section.intro}</p> : null}
      {paragraphs(section.body).map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.items ? (
        <dl className="legal-items">
          {Object.entries(section.items).map(([key, item]) => (
            <div key={key} className="legal-items__item">
              <dt>{item.title}</dt>
              {paragraphs(item.body).map((text) => (
                <dd key={text}>{text}</dd>
              ))}
            </div>
          ))}
        </dl>
      ) : null}
      {section.table ? <Table table={section.table} caption={bare(section.title)} /> : null}
    </section>
  );
}
