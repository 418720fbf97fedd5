// A driver for `valgrind --tool=callgrind`: runs one benchmark operation in a loop so that
// instruction counts per operation can be compared between the raw C call and the Swift path.
// Usage: plural-profile CASE [ITERATIONS]; see Scripts/profile.sh.
import CICUShim
import ICUPlural
import PluralCore

let arguments = CommandLine.arguments
let iterations = arguments.count > 2 ? Int(arguments[2]) ?? 100_000 : 100_000
let texts = ["1", "1.0", "1.5", "2", "3", "5", "11", "21", "22", "25", "101", "0.5", "2.25", "1.50", "1000000", "7"]
let rules = try ICUPluralRules.shared(for: "ru")
var status: CICUStatus = 0
let raw = cicu_plural_rules_open("ru", 0, &status)!
var checksum = 0

switch arguments.count > 1 ? arguments[1] : "" {
case "c-int":
    for i in 0..<iterations { checksum &+= Int(cicu_plural_rules_select_double(raw, Double(i & 255), &status)) }
case "swift-int":
    for i in 0..<iterations { checksum &+= rules.category(for: i & 255).order }
case "c-decimal":
    let formatters = (0...2).map { cicu_number_formatter_open($0 == 0 ? "precision-integer" : "." + String(repeating: "0", count: $0), "", &status)! }
    let prepared = texts.map { text in (Array(text.utf8CString.dropLast()), formatters[text.split(separator: ".").dropFirst().first?.count ?? 0]) }
    for i in 0..<iterations {
        let (bytes, formatter) = prepared[i & 15]
        checksum &+= Int(bytes.withUnsafeBufferPointer { cicu_plural_rules_select_decimal(raw, formatter, $0.baseAddress, Int32($0.count), &status) })
    }
case "swift-decimal":
    let decimals = try texts.map { try PluralDecimal(parsing: $0) }
    for i in 0..<iterations { checksum &+= try rules.category(for: decimals[i & 15]).order }
case "swift-text":
    for i in 0..<iterations { checksum &+= try rules.category(forText: texts[i & 15]).order }
case "shared":
    for _ in 0..<iterations { checksum &+= try ICUPluralRules.shared(for: "ru").categories.count }
default:
    print("usage: plural-profile c-int|swift-int|c-decimal|swift-decimal|swift-text|shared [ITERATIONS]")
}
print(checksum)
