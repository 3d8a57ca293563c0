import { formatDay } from '@bonneroute/shared/dates';
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/**
 * Searches per day (docs/product/admin.md: the last 28 distinct days), drawn by Chart.js. The figures are
 * also in a table for screen readers and for anyone who prefers numbers.
 */
export function SearchesChart({ days }: { days: { jour: string; nombre: number }[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: days.map((day) => formatDay(day.jour, 'dayMonthShort')),
        datasets: [
          {
            label: 'Recherches',
            data: days.map((day) => day.nombre),
            backgroundColor: '#0b6e4f',
            borderRadius: 4,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { legend: { display: false } },
      },
    });
    return () => chart.destroy();
  }, [days]);

  return (
    <figure style={{ margin: 0 }}>
      <div style={{ position: 'relative', height: '16rem' }}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={`Recherches par jour sur les ${days.length} derniers jours de recherche`}
          data-days={days.length}
        />
      </div>
      <figcaption>
        <details>
          <summary>Voir les chiffres</summary>
          <table>
            <thead>
              <tr>
                <th scope="col">Jour</th>
                <th scope="col">Recherches</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.jour}>
                  <td>{formatDay(day.jour, 'dayMonthShort')}</td>
                  <td>{day.nombre}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
