// The i18next oracle: renders cases with i18next itself (Debian's node-i18next, JSON v4).
// Usage: node oracle.js I18NEXT_MODULE LOCALES_DIR FALLBACK < cases.json > texts.json
// cases: [{"lng": "ru", "ns": "common", "key": "item", "count": "1.5", "name": "Ann"}]; count is a
// number's text (Number(count) is passed) or absent; "values" (optional) are more options passed
// to t as they are; "ordinal": true asks t(key, {count, ordinal: true}); the output is one text per case.
// Ordinals: i18next 22 (Debian's) looks up key_<category> for them, i18next 23 and later
// key_ordinal_<category>; an instance whose pluralSeparator is '_ordinal_' makes 22 look up the
// later keys (then key, then the next language, as later versions do; i18next 25.4 and later also try
// key_<category> in between, which the fixtures' ordinal cases do not have).
const fs = require('fs');
const path = require('path');
const i18next = require(process.argv[2]);
const root = process.argv[3];
const resources = {};
for (const lng of fs.readdirSync(root)) {
  const folder = path.join(root, lng);
  if (!fs.statSync(folder).isDirectory()) continue;
  resources[lng] = {};
  for (const file of fs.readdirSync(folder)) {
    if (!file.endsWith('.json')) continue;
    resources[lng][file.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
  }
}
const cases = JSON.parse(fs.readFileSync(0, 'utf8'));
const options = { resources, fallbackLng: process.argv[4], compatibilityJSON: 'v4', initImmediate: false, returnNull: false };
const instance = i18next.createInstance();
instance.init(options);
const ordinals = i18next.createInstance();
ordinals.init({ ...options, pluralSeparator: '_ordinal_' });
const texts = cases.map(c => {
  const options = { lng: c.lng, ns: c.ns };
  if (c.count !== undefined) options.count = Number(c.count);
  if (c.name !== undefined) options.name = c.name;
  if (c.values !== undefined) Object.assign(options, c.values);
  if (c.ordinal) options.ordinal = true;
  return String((c.ordinal ? ordinals : instance).t(c.key, options));
});
process.stdout.write(JSON.stringify(texts));
