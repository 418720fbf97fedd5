// The i18next oracle: renders cases with i18next itself (Debian's node-i18next, JSON v4).
// Usage: node oracle.js I18NEXT_MODULE LOCALES_DIR FALLBACK < cases.json > texts.json
// cases: [{"lng": "ru", "ns": "common", "key": "item", "count": "1.5", "name": "Ann"}]; count is a
// number's text (Number(count) is passed) or absent; "values" (optional) are more options passed
// to t as they are; the output is one text per case.
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
const instance = i18next.createInstance();
instance.init({ resources, fallbackLng: process.argv[4], compatibilityJSON: 'v4', initImmediate: false, returnNull: false });
const texts = cases.map(c => {
  const options = { lng: c.lng, ns: c.ns };
  if (c.count !== undefined) options.count = Number(c.count);
  if (c.name !== undefined) options.name = c.name;
  if (c.values !== undefined) Object.assign(options, c.values);
  return String(instance.t(c.key, options));
});
process.stdout.write(JSON.stringify(texts));
