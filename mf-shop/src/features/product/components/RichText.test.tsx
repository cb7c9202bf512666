import { describe, expect, it } from 'vitest';
import { renderWithShell as render } from '@chargemaroc/shared/testing/render';
import { RichText } from './RichText';

describe('RichText', () => {
  it('keeps paragraphs, headings and lists from the description', () => {
    const { container } = render(
      <RichText text="<p>Un <strong>bon</strong> choix.</p><h3>Points forts</h3><ul><li>A</li><li>B</li></ul>" />,
    );
    expect(container.querySelector('p')?.innerHTML).toBe('Un <strong>bon</strong> choix.');
    expect(container.querySelector('h3')?.textContent).toBe('Points forts');
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it('drops scripts, handlers, links and styles but keeps the words', () => {
    const { getByTestId } = render(
      <div data-testid="description">
        <RichText
          text={
            '<p onclick="alert(1)" style="color:red">Texte <a href="javascript:alert(2)">lien</a></p><script>alert(3)</script><img src=x onerror="alert(4)">'
          }
        />
      </div>,
    );
    const container = getByTestId('description');
    expect(container.querySelector('script, a, img, [onclick], [style*="red"]')).toBeNull();
    expect(container.textContent).toBe('Texte lien');
  });

  it('splits plain text into paragraphs', () => {
    const { container } = render(<RichText text={'Premier.\n\nSecond.'} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Premier.', 'Second.']);
  });
});
