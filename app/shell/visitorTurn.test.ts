import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../api/languageCookie';
import { visitorTurnsTo, waitsForVisitor } from './visitorTurn';

function prerendered(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<main><h1>Kirjaudu verkkopankkiin</h1></main>';
  return root;
}

const login = { pathname: '/bank/login', search: '' };

describe('the prerendered login page', () => {
  it('waits for the visitor only as prerendered: that address, no query, in Finnish', () => {
    expect(waitsForVisitor(prerendered(), login, '')).toBe(true);
    expect(waitsForVisitor(prerendered(), login, `${LANGUAGE_COOKIE}=fi`)).toBe(true);
    expect(waitsForVisitor(document.createElement('div'), login, '')).toBe(false);
    expect(waitsForVisitor(prerendered(), { ...login, pathname: '/bank/home' }, '')).toBe(false);
    expect(
      waitsForVisitor(prerendered(), { ...login, search: '?error=authentication_aborted' }, ''),
    ).toBe(false);
    expect(waitsForVisitor(prerendered(), { ...login, search: '?brand=orangeviolet' }, '')).toBe(
      false,
    );
  });

  it('starts the bank at once for a visitor who chose another language on this device', () => {
    expect(waitsForVisitor(prerendered(), login, `${LANGUAGE_COOKIE}=sv`)).toBe(false);
    expect(waitsForVisitor(prerendered(), login, `${LANGUAGE_COOKIE}=en`)).toBe(false);
  });

  it('waits on the landing page as prerendered, and starts at once for a loan asked for in the address', () => {
    const landing = { pathname: '/landing/loan-application', search: '' };
    expect(waitsForVisitor(prerendered(), landing, '')).toBe(true);
    expect(
      waitsForVisitor(
        prerendered(),
        { ...landing, search: '?Amount=12000&InstallmentCount=36' },
        '',
      ),
    ).toBe(false);
    expect(
      waitsForVisitor(
        prerendered(),
        { ...landing, pathname: '/landing/loan-application/terms' },
        '',
      ),
    ).toBe(false);
  });

  it('sees the visitor turn to the page by keyboard focus', async () => {
    const button = document.body.appendChild(document.createElement('button'));
    let turned = false;
    const turn = visitorTurnsTo(document).then(() => (turned = true));
    await Promise.resolve();
    expect(turned).toBe(false);
    button.focus();
    await turn;
    expect(turned).toBe(true);
    button.remove();
  });
});
