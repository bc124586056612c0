// The chart kit's public API: the dashboard and the aging query draw with it (README.md).
import './chart-kit.css';

export { Chart } from './chart.tsx';
