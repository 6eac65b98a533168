import { MyBookings } from '@/features/trainers/components/my-bookings.tsx';

/** /bookings: the member's sessions with trainers. */
export default function BookingsPage() {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-bold md:text-3xl">My bookings</h1>
      <MyBookings />
    </main>
  );
}
