import { Button } from '../../../components/ui/button.tsx';
import { AuthCard } from './auth-card.tsx';

/** 'Checkout as a Guest' (SPEC section 2): no account now; the purchase creates one. */
export function GuestCheckoutCard({ onContinue }: { onContinue: () => void }) {
  return (
    <AuthCard
      title="Checkout as a Guest"
      description="No account yet? Buy your membership without one: an account is created with your email address when you complete your purchase."
    >
      <Button variant="secondary" size="lg" onPress={onContinue}>
        Checkout as a Guest
      </Button>
    </AuthCard>
  );
}
