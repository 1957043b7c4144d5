/**
 * Bar charts of the net sales by day and by activity (Chart.js through react-chartjs-2, only the
 * parts a bar chart needs, in the reports page's own chunk). A canvas is a picture to a screen
 * reader: each is an image named for what it shows, and the tables below carry the figures.
 */
import { formatUsd } from '@shop/core/money';
import type { ReportRow } from '@shop/core/report-api';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const dayLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const options: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  plugins: {
    tooltip: { callbacks: { label: (item) => formatUsd(Math.round(Number(item.raw) * 100)) } },
  },
  scales: {
    y: { beginAtZero: true, ticks: { callback: (value) => formatUsd(Number(value) * 100) } },
  },
};

function SalesBarChart({
  title,
  label,
  labels,
  cents,
}: {
  title: string;
  label: string;
  labels: string[];
  cents: number[];
}) {
  return (
    <figure className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/5">
      <figcaption className="mb-2 font-semibold text-navy-950">{title}</figcaption>
      <div className="h-64">
        <Bar
          role="img"
          aria-label={`${title}: a bar chart; the figures are in the table "${label}" below.`}
          options={options}
          data={{
            labels,
            datasets: [
              {
                label: title,
                data: cents.map((value) => value / 100),
                backgroundColor: '#1f6f8b',
                borderRadius: 4,
                maxBarThickness: 56,
              },
            ],
          }}
        />
      </div>
    </figure>
  );
}

export function SalesCharts({
  days,
  activities,
}: {
  days: ReportRow<'days'>[];
  activities: ReportRow<'activities'>[] | undefined;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SalesBarChart
        title="Net sales by day"
        label="Sales by day"
        labels={days.map((row) => dayLabel.format(new Date(`${row.day}T00:00:00Z`)))}
        cents={days.map((row) => row.netCents)}
      />
      {activities ? (
        <SalesBarChart
          title="Ticket sales by activity, net of refunded tickets"
          label="Sales by activity"
          labels={activities.map((row) => row.activity)}
          cents={activities.map((row) => row.netSalesCents)}
        />
      ) : null}
    </div>
  );
}
