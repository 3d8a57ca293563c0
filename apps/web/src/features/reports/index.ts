export { ReportOverlay } from './components/report-overlay';
