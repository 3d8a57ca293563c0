import TripDetailPage from '@/features/trips/pages/trip-detail-page';
import { PaymentSuccessNotice } from '@/features/booking/components/payment-success-notice';

/** The trip page (issue 6) with the booking feature's "payment done" notice above it. */
export default function TripDetailRoute() {
  return (
    <>
      <PaymentSuccessNotice />
      <TripDetailPage />
    </>
  );
}
