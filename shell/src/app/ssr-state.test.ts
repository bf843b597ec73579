/** @jest-environment jsdom */
import { dropAbandonedParts, readServerRender, streamedPartsInPlace } from './ssr-state';

/** A root holding one streamed part, marked as React marks it (`<!--$?-->`, `<!--$~-->`, `<!--$-->`). */
function rootWithPart(marker: string) {
  const root = document.createElement('div');
  root.innerHTML = `<header>frame</header><!--${marker}--><p>part</p><!--/$-->`;
  return { root, marker: root.childNodes[1] as Comment };
}

const settled = async (promise: Promise<boolean>) => {
  let done = false;
  void promise.then(() => (done = true));
  // A few frames' worth of turns.
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
};

test('hydration starts at once when every part is in place', async () => {
  expect(await settled(streamedPartsInPlace(rootWithPart('$').root))).toBe(true);
});

test.each(['$?', '$~'])('it waits while a part is marked %s, and starts once the part is in place', async (waiting) => {
  const { root, marker } = rootWithPart(waiting);
  const inPlace = streamedPartsInPlace(root, 60_000);
  expect(await settled(inPlace)).toBe(false);
  marker.data = '$';
  expect(await settled(inPlace)).toBe(true);
});

test('a part that never comes (a cut connection) holds hydration back no longer than the limit', async () => {
  const { root } = rootWithPart('$?');
  expect(await settled(streamedPartsInPlace(root, 30))).toBe(true);
});

test('a hidden copy of a part the server gave up on is removed; hidden parts of the page itself stay', () => {
  const root = document.createElement('div');
  root.innerHTML =
    '<main><!--$!--><template></template><p>loading</p><!--/$--><div hidden id="_R_1_">a closed menu</div></main>' +
    '<div hidden id="S:0"><article>half sent</article></div><script>/* React */</script>';
  dropAbandonedParts(root);
  expect(root.querySelector('[id="S:0"]')).toBeNull();
  expect(root.querySelector('[id="_R_1_"]')?.textContent).toBe('a closed menu');
});

test('the server render is read from its JSON element', () => {
  document.body.innerHTML =
    '<script id="ssr-state" type="application/json">{"lang":"ar","queries":{"queries":[]}}</script>';
  expect(readServerRender()).toEqual({ lang: 'ar', queries: { queries: [] } });
  document.body.innerHTML = '<script id="ssr-state" type="application/json">{"lang":"fr"}</script>';
  expect(readServerRender()).toBeUndefined();
});
