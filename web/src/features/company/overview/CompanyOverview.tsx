/**
 * The company overview (/admin/companies/{digit_code}, §2): score cards in three themes (the
 * selected ones solid, the others dashed and white), rating bars, line charts of the selected
 * metrics over time, and a download bar with the metrics as CSV.
 */
import { Card, Classes, H3, H5, Intent, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { AppAnchorButton } from '../../../kit/ui/AppAnchorButton.js';
import { downloadText, toCsv } from '../../../kit/tables/csv.js';
import { RoundTag } from '../components/Badges.js';
import { DownloadBar } from '../components/DownloadBar.js';
import { LineChart } from '../components/LineChart.js';
import { RatingBar } from '../components/RatingBar.js';
import { ScoreCard } from '../components/ScoreCard.js';
import { ExternalPimNotice } from '../../companyAccess/index.js';
import type { CompanyDetails } from '../graphql/operations.js';
import { METRIC_INFO, OVERVIEW_METRICS, deltaOf, formatMetric, metricRows } from './metrics.js';
import type { OverviewMetric } from './metrics.js';
import { useCompanyMetrics } from './useCompanyMetrics.js';

export function CompanyOverview({ company }: { company: CompanyDetails }) {
  const { data, loading } = useCompanyMetrics(company.digit_code);
  const [selected, setSelected] = useState<ReadonlySet<OverviewMetric>>(new Set(['content_score', 'availability']));
  const toggle = (metric: OverviewMetric) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(metric)) next.delete(metric);
      else next.add(metric);
      return next;
    });
  const rows = data ? metricRows(data) : [];
  const detailsHref = `/admin/companies/details/${company.uuid}`;

  return (
    <div className="company-overview">
      <div className="company-title">
        <H3>
          {company.name} ({company.digit_code})
        </H3>
        <RoundTag ok={company.is_active}>{company.is_active ? 'Active' : 'Inactive'}</RoundTag>
        {company.external_pim && (
          <Tag intent={Intent.WARNING} round>
            External PIM
          </Tag>
        )}
        {company.country_iso_code && (
          <Tag minimal round>
            {company.country_iso_code}
          </Tag>
        )}
        <Tag minimal round>
          {company.retailers.length} retailers
        </Tag>
        <span className="company-spacer" />
        <AppAnchorButton size="small" variant="minimal" icon="history" text="Details and history" href={detailsHref} />
      </div>
      <ExternalPimNotice company={company} />

      <section aria-label="Score cards" className="company-scores">
        {OVERVIEW_METRICS.map((metric) => (
          <ScoreCard
            key={metric}
            title={METRIC_INFO[metric].label}
            value={loading && !data ? '…' : formatMetric(metric, data?.[metric].value)}
            delta={deltaOf(data?.[metric].series ?? null)}
            theme={METRIC_INFO[metric].theme}
            active={selected.has(metric)}
            onSelect={() => toggle(metric)}
          />
        ))}
      </section>

      <section aria-label="Rating bars" className="company-ratings">
        {OVERVIEW_METRICS.map((metric) => (
          <RatingBar
            key={metric}
            label={METRIC_INFO[metric].label}
            value={data?.[metric].value ?? null}
            max={METRIC_INFO[metric].max}
            format={(v) => (metric === 'rating' ? v.toFixed(2) : v.toFixed(1))}
          />
        ))}
      </section>

      <DownloadBar
        caption={`${rows.length} days of metrics`}
        downloads={[
          {
            label: 'Metrics CSV',
            disabled: rows.length === 0,
            onDownload: () =>
              downloadText(`company-${company.digit_code}-metrics.csv`, toCsv(rows, ['date', ...OVERVIEW_METRICS])),
          },
          {
            label: 'Retailers CSV',
            disabled: company.retailers.length === 0,
            onDownload: () =>
              downloadText(
                `company-${company.digit_code}-retailers.csv`,
                toCsv(company.retailers, ['retailer.digit_code', 'retailer.name', 'retailer_url', 'metrics']),
              ),
          },
        ]}
      />

      <section aria-label="Metrics over time" className="company-charts">
        {loading && !data && <Spinner size={24} />}
        {data && selected.size === 0 && <p className={Classes.TEXT_MUTED}>Select a score card to chart its metric.</p>}
        {data &&
          OVERVIEW_METRICS.filter((metric) => selected.has(metric)).map((metric) => (
            <Card key={metric} className="company-chart-card">
              <H5>{METRIC_INFO[metric].label} over time</H5>
              <LineChart
                label={`${METRIC_INFO[metric].label} over time`}
                lines={[{ key: METRIC_INFO[metric].label, points: data[metric].series ?? [] }]}
                formatValue={(v) => formatMetric(metric, v)}
              />
            </Card>
          ))}
      </section>
    </div>
  );
}
