// Loads a string catalog once, for peak memory (`/usr/bin/time -v`) and profiles (valgrind):
//   catalog-load [--foundation] [--repeat N] [FILE | --generate BYTES [--write FILE]]
// With --foundation, only JSONSerialization reads the bytes (the reference); otherwise MessageTable.
// With --repeat, loads N times and prints the fastest (for profiles and a loaded machine).
import CatalogFixture
import Foundation
import PluralMessages

var arguments = Array(CommandLine.arguments.dropFirst())
let foundationOnly = arguments.first == "--foundation"
if foundationOnly { arguments.removeFirst() }
var repeats = 1
if arguments.first == "--repeat", arguments.count >= 2, let count = Int(arguments[1]) {
    repeats = max(1, count)
    arguments.removeFirst(2)
}
let data: Data
if arguments.first == "--generate", arguments.count >= 2, let bytes = Int(arguments[1]) {
    data = GeneratedCatalog.json(bytes: bytes)
    if arguments.count == 4, arguments[2] == "--write" {
        try data.write(to: URL(fileURLWithPath: arguments[3]))
        exit(0)
    }
} else if let path = arguments.first {
    data = try Data(contentsOf: URL(fileURLWithPath: path))
} else {
    FileHandle.standardError.write(Data("usage: catalog-load [--foundation] [FILE | --generate BYTES [--write FILE]]\n".utf8))
    exit(2)
}
var fastest = Duration.seconds(1_000)
var entries = 0
for _ in 0..<repeats {
    let start = ContinuousClock.now
    if foundationOnly {
        let object = try JSONSerialization.jsonObject(with: data)
        entries = ((object as? [String: Any])?["strings"] as? [String: Any])?.count ?? 0
    } else {
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: data, kind: .xcstrings, language: nil)
        entries = table.keys.count
    }
    fastest = min(fastest, ContinuousClock.now - start)
}
print(entries, "entries in", fastest, "from", data.count, "bytes", foundationOnly ? "(JSONSerialization)" : "(MessageTable)")
