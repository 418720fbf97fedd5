// Loads a string catalog once, for peak memory (`/usr/bin/time -v`) and profiles (valgrind):
//   catalog-load [--foundation | --lint] [--repeat N] [FILE | --generate BYTES [--languages N] [--write FILE]]
// With --foundation, only JSONSerialization reads the bytes (the reference); with --lint, FILE is
// linted as `icu-plural lint FILE` lints it; otherwise MessageTable loads it.
// With --repeat, loads N times and prints the fastest (for profiles and a loaded machine).
// --languages N generates the catalog in GeneratedCatalog.languages(count: N) (23: the benchmark's).
import CatalogFixture
import Foundation
import ICUPlural
import PluralMessages

var arguments = Array(CommandLine.arguments.dropFirst())
let foundationOnly = arguments.first == "--foundation"
if foundationOnly { arguments.removeFirst() }
let lint = arguments.first == "--lint"
if lint { arguments.removeFirst() }
var repeats = 1
if arguments.first == "--repeat", arguments.count >= 2, let count = Int(arguments[1]) {
    repeats = max(1, count)
    arguments.removeFirst(2)
}
let data: Data
if arguments.first == "--generate", arguments.count >= 2, let bytes = Int(arguments[1]) {
    arguments.removeFirst(2)
    if arguments.first == "--languages", arguments.count >= 2, let count = Int(arguments[1]) {
        data = GeneratedCatalog.json(bytes: bytes, languages: GeneratedCatalog.languages(count: count))
        arguments.removeFirst(2)
    } else {
        data = GeneratedCatalog.json(bytes: bytes)
    }
    if arguments.count == 2, arguments[0] == "--write" {
        try data.write(to: URL(fileURLWithPath: arguments[1]))
        exit(0)
    }
} else if let path = arguments.first {
    data = try Data(contentsOf: URL(fileURLWithPath: path))
} else {
    FileHandle.standardError.write(Data("usage: catalog-load [--foundation | --lint] [--repeat N] [FILE | --generate BYTES [--languages N] [--write FILE]]\n".utf8))
    exit(2)
}
if lint, arguments.first == nil || arguments.first == "--generate" {
    FileHandle.standardError.write(Data("catalog-load: --lint reads a FILE\n".utf8))
    exit(2)
}
var fastest = Duration.seconds(1_000)
var entries = 0
for _ in 0..<repeats {
    let start = ContinuousClock.now
    if foundationOnly {
        let object = try JSONSerialization.jsonObject(with: data)
        entries = ((object as? [String: Any])?["strings"] as? [String: Any])?.count ?? 0
    } else if lint, let path = arguments.first {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([URL(fileURLWithPath: path)]))
        entries = findings.count
    } else {
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: data, kind: .xcstrings, language: nil)
        entries = table.keys.count
    }
    fastest = min(fastest, ContinuousClock.now - start)
}
let what = foundationOnly ? "entries (JSONSerialization)" : lint ? "findings (MessageLinter)" : "entries (MessageTable)"
print(entries, what, "in", fastest, "from", data.count, "bytes")
