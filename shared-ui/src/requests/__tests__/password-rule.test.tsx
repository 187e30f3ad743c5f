import { render, screen } from '@testing-library/react';
import { PasswordRule } from '../password/PasswordRule';

jest.setTimeout(30_000);

/** The rule under a new password field, and the strength measured with the server's dictionaries once typing pauses. */
describe('PasswordRule', () => {
  it('says the rule before anything is typed, stricter for admins', () => {
    const { rerender } = render(<PasswordRule role="customer" password="" />);
    expect(screen.getByText(/At least 8 characters, and not easy to guess/)).toBeInTheDocument();
    rerender(<PasswordRule role="admin" password="" />);
    expect(screen.getByText(/Admins: at least 12 characters/)).toBeInTheDocument();
    expect(screen.queryByText(/Strength:/)).toBeNull();
  });

  it('rates a common password very weak and a long unusual one strong', async () => {
    const { rerender } = render(<PasswordRule role="customer" password="password123" />);
    expect(await screen.findByText(/Strength: very weak/, {}, { timeout: 20_000 })).toHaveClass('gia-strength-weak');
    rerender(<PasswordRule role="customer" password="Lantern-orbit-kettle-42" />);
    expect(await screen.findByText(/Strength: strong/, {}, { timeout: 20_000 })).toHaveClass('gia-strength-ok');
  });

  it("counts the person's own name as guessable", async () => {
    render(<PasswordRule role="customer" password="asha.rao.2026" personal={['Asha Rao', 'asha.rao@example.in']} />);
    expect(await screen.findByText(/Strength: (very weak|weak|fair)/, {}, { timeout: 20_000 })).toHaveClass(
      'gia-strength-weak'
    );
  });
});
