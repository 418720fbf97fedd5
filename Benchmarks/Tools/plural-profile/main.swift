// A driver for `valgrind --tool=callgrind`: runs one benchmark operation in a loop so that
// instruction counts per operation can be compared between the raw C call and the Swift path.
// Usage: plural-profile CASE [ITERATIONS]; see Scripts/profile.sh.
import CatalogFixture
import CICUShim
import CLDRPlural
import Foundation
import ICUPlural
import MessageFormat2
import PluralCore
import PluralMessages

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
    for _ in 0..<iterations { checksum &+= unsafeBitCast(try ICUPluralRules.shared(for: "ru"), to: Int.self) & 1 }
case "cldr-int":
    let cldr = try CLDRPluralRules.shared(for: "ru")
    for i in 0..<iterations { checksum &+= cldr.category(for: i & 255).order }
case "cldr-text":
    let cldr = try CLDRPluralRules.shared(for: "ru")
    for i in 0..<iterations { checksum &+= try cldr.category(forText: texts[i & 15]).order }
case "cldr-create":
    // First creation in the process (ru), then one more locale per iteration, cycling through the data.
    checksum &+= try CLDRPluralRules(localeIdentifier: "ru").categories.count
    let locales = CLDRPluralData.locales(for: .cardinal)
    for i in 0..<iterations { checksum &+= try CLDRPluralRules(localeIdentifier: locales[i % locales.count]).categories.count }
case "cldr-shared":
    for _ in 0..<iterations { checksum &+= unsafeBitCast(try CLDRPluralRules.shared(for: "ru"), to: Int.self) & 1 }
case "cldr-shared-locale", "icu-shared-locale":
    // A Locale seen before, as a server passes the request's locale on every call.
    let russia = Locale(identifier: "ru_RU")
    if arguments[1] == "icu-shared-locale" {
        for _ in 0..<iterations { checksum &+= unsafeBitCast(try ICUPluralRules.shared(for: russia), to: Int.self) & 1 }
    } else {
        for _ in 0..<iterations { checksum &+= unsafeBitCast(try CLDRPluralRules.shared(for: russia), to: Int.self) & 1 }
    }
case "render", "render-key", "render-catalog", "render-catalog-key":
    // The message of MessageCases ("%d файлов"), looked up once or by key on every call: the
    // .stringsdict variable, or the String Catalog's whole-string plural of the same forms.
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")
    let table = try MessageTable.load(contentsOf: fixtures.appendingPathComponent(
        arguments[1].hasPrefix("render-catalog") ? "Messages.xcstrings" : "ru.lproj/Messages.stringsdict"))
    let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
    let message = table.message(forKey: "files", language: "ru")!
    let preferred: PreferredLanguages = ["ru-RU", "en"]
    if !arguments[1].hasSuffix("-key") {
        for i in 0..<iterations { checksum &+= try renderer.render(message, arguments: .positional([.integer(i & 255)])).text.utf8.count }
    } else {
        for i in 0..<iterations {
            checksum &+= try renderer.render(key: "files", in: table, preferredLanguages: preferred, arguments: .positional([.integer(i & 255)])).text.utf8.count
        }
    }
case "swift-mf", "icu-mf":
    // The Russian plural of MessageFormatCases, by name.
    let pattern = "{n, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}"
    if arguments[1] == "icu-mf" {
        let format = try ICUMessageFormat(pattern, localeIdentifier: "ru")
        for i in 0..<iterations { checksum &+= try format.format(["n": ICUMessageFormat.Argument(i & 255)]).utf8.count }
    } else {
        let message = LocalizedMessage(key: "benchmark", language: "ru", messageFormat: pattern)
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        for i in 0..<iterations { checksum &+= try renderer.render(message, arguments: ["n": i & 255]).text.utf8.count }
    }
case "mf2-format", "mf2-render":
    // The same Russian plural in MessageFormat 2: parsed once and formatted, or rendered through the
    // renderer's door (its MessageFormat 2 evaluator), by name.
    let source = ".input {$n :integer} .match $n one {{{$n} файл}} few {{{$n} файла}} many {{{$n} файлов}} * {{{$n} файла}}"
    if arguments[1] == "mf2-format" {
        let message = try MF2Message(source)
        let formatter = MF2Formatter(locale: "ru", rules: CLDRPluralRulesProvider(), bidiIsolation: .none)
        for i in 0..<iterations { checksum &+= formatter.format(message, arguments: ["n": .number(PluralDecimal(i & 255))]).text.utf8.count }
    } else {
        let message = LocalizedMessage(key: "benchmark", language: "ru", messageFormat2: source)
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        for i in 0..<iterations { checksum &+= try renderer.render(message, arguments: ["n": i & 255]).text.utf8.count }
    }
case "interpolation":
    // The reference of FormatCases: the Russian text built with string interpolation.
    let words = ["файл", "файла", "файлов"]
    for i in 0..<iterations {
        let n = i & 255
        let (ones, tens) = (n % 10, n % 100)
        let form = ones == 1 && tens != 11 ? 0 : (2...4).contains(ones) && !(12...14).contains(tens) ? 1 : 2
        checksum &+= "\(n) \(words[form])".utf8.count
    }
case let name where name.hasPrefix("key-") || name == "corpus-sizes":
    // FormatCases' render by key of each format's generated folder (key-stringsdict, key-xcstrings,
    // key-android, key-messageformat, key-messageformat2, key-i18next, key-gettext), arguments made
    // before the loop; corpus-sizes prints the files and bytes of each format's linted folder.
    let formats = FormatCorpus.Format.allCases
    if name == "corpus-sizes" {
        for format in formats {
            let corpus = FormatCorpus(format, keys: Int(arguments.count > 2 ? arguments[2] : "400") ?? 400)
            print("\(format.rawValue)\t\(corpus.files) files\t\(corpus.bytes) bytes")
        }
        exit(0)
    }
    guard let format = formats.first(where: { "key-" + $0.rawValue.lowercased().filter { $0.isLetter || $0.isNumber } == name }) else {
        fatalError("no format \(name)")
    }
    // A third argument: the keys per language of the folder (FormatCases loads 400).
    let table = try MessageTable.load(contentsOf: FormatCorpus(format, keys: arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1).folder)
    let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
    let preferred: PreferredLanguages = ["ru-RU", "en"]
    let values: [MessageArguments] = format.argumentName.map { argument in (0..<256).map { .named([argument: .integer($0)]) } }
        ?? (0..<256).map { .positional([.integer($0)]) }
    for i in 0..<iterations {
        checksum &+= try renderer.render(key: format.renderedKey, in: table, preferredLanguages: preferred, arguments: values[i & 255]).text.utf8.count
    }
default:
    print("usage: plural-profile c-int|swift-int|c-decimal|swift-decimal|swift-text|shared|cldr-int|cldr-text|cldr-create|cldr-shared|cldr-shared-locale|icu-shared-locale|render|render-key|render-catalog|render-catalog-key|swift-mf|icu-mf|mf2-format|mf2-render [ITERATIONS]")
}
print(checksum)
