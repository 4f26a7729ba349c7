import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { SurveyQuestionResult } from '@atlas/api/surveys';

const HEIGHT = 260;
const percent = (value: number | null) => (value === null ? '' : `${value}%`);

/**
 * One question's chart (MUI X Charts). Loaded on its own, in the browser only, after the page
 * is up: the survey page's first load carries none of the chart code, and the table beside each
 * chart gives the same figures to everyone.
 */
export default function QuestionChart({ question }: { question: SurveyQuestionResult }) {
  const labels = question.results.map((row) => row.label);
  const shares = question.results.map((row) => row.share);
  if (question.chart === 'pie')
    return (
      <PieChart
        height={HEIGHT}
        margin={{ top: 8, bottom: 8, left: 8, right: 8 }}
        slotProps={{
          legend: {
            direction: 'horizontal',
            position: { vertical: 'bottom', horizontal: 'center' },
          },
        }}
        series={[
          {
            data: question.results.map((row, index) => ({
              id: index,
              value: row.count,
              label: row.label,
            })),
            arcLabel: (item) => `${question.results[Number(item.id)]?.share ?? ''}%`,
            arcLabelMinAngle: 20,
            innerRadius: 40,
            valueFormatter: (item, context) =>
              `${item.value} (${question.results[context.dataIndex]?.share ?? 0}%)`,
          },
        ]}
      />
    );
  if (question.chart === 'line')
    return (
      <LineChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'point', data: labels }]}
        yAxis={[{ width: 44, valueFormatter: (value: number) => `${value}%` }]}
        series={[
          { data: shares, label: 'Share of answers', valueFormatter: percent, curve: 'linear' },
        ]}
        hideLegend
        margin={{ left: 8, right: 16 }}
      />
    );
  return (
    <BarChart
      height={Math.max(HEIGHT, labels.length * 40 + 40)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: labels, width: 120 }]}
      xAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
      series={[{ data: shares, label: 'Share of answers', valueFormatter: percent }]}
      hideLegend
      margin={{ left: 8, right: 16 }}
    />
  );
}
