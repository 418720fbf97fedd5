import CICUShim
import Foundation
import PluralCore

/// A message in ICU MessageFormat syntax, formatted by the system ICU's own `MessageFormat`.
///
/// ```swift
/// let inbox = try ICUMessageFormat(
///     "{count, plural, =0 {Your inbox is empty} one {You have # message} other {You have # messages}}",
///     localeIdentifier: "en")
/// try inbox.format(["count": 1000])                  // "You have 1,000 messages"
/// let place = try ICUMessageFormat("{pos, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
///                                  localeIdentifier: "en")
/// try place.format(["pos": 22])                      // "22nd"
/// ```
///
/// This is ICU's reference behaviour for ICU MessageFormat 1 (`plural` with `=N`, `offset:` and `#`,
/// `select`, `selectordinal`, `{arg}`, `{arg, number[, style]}`, apostrophe quoting, and ICU's other
/// argument types), with ICU 72's data (CLDR 42), digits included: ICU 72 gives `ar`, `bn` and `mr`
/// native digits by default where Foundation (and the Swift renderer) writes Latin ones. Name the
/// numbering system in the identifier (`ar@numbers=latn`, `ar-u-nu-arab`) to choose; rendered through
/// ``ICUMessageFormatEvaluator``, a message gets the renderer's (`MessageEvaluation/numberingSystem`).
///
/// Instances are immutable and may be shared between threads: ICU asks callers to synchronize a shared
/// `MessageFormat`, and the shim does so with a lock per message.
public final class ICUMessageFormat: @unchecked Sendable {
    // @unchecked: the handle is used only through `cicu_message_format_format`, which holds the
    // handle's own mutex, and is closed once, in deinit.
    private let handle: OpaquePointer

    /// The pattern, as given.
    public let pattern: String
    /// The identifier the message was opened for, as given.
    public let localeIdentifier: String
    /// The ICU locale whose number data ICU formats with: the nearest installed locale, else root, with
    /// the numbering system the identifier names. Plural forms are selected with the rules of the message's own
    /// language (``localeIdentifier``), even where ICU has no number data for it (`an`, `io`).
    public let formattingLocale: String
    /// The pattern's arguments in order of first appearance (nested ones included); numbered
    /// arguments (`{0}`) are named by their number.
    public let arguments: [ArgumentUse]
    /// How many `#` the pattern has.
    private let numberReplacements: Int
    /// The `plural` and `selectordinal` arguments whose offset is applied exactly: ICU subtracts an
    /// offset from a `double`, which loses digits from 2^53 on (`#` and the category both), so the
    /// shim formats a copy of the pattern that takes each such value less its offset, computed here
    /// (``PluralDecimal/subtracting(_:)``, as the Swift renderer computes it).
    private let offsetArguments: [(name: String, offset: Int)]

    /// The longest pattern accepted, in Unicode scalars: `MessageFormatLimits/maximumLength`, the
    /// same bound as the Swift parser's.
    public static let maximumPatternLength = MessageFormatLimits.maximumLength
    /// The longest text a format may produce, in UTF-8 bytes, estimated before ICU formats: the
    /// pattern, each text argument once per place it appears, and each number at most 1,600 bytes per
    /// place (`#` included). Beyond, ICU would build it in memory.
    public static let maximumOutputLength = 1 << 26
    /// The most bytes one number is counted for in that estimate (1,000 digits, grouped and signed).
    static let numberTextLimit = 1_600

    /// The deepest nesting of sub-messages accepted (`MessageFormatLimits/maximumNestingDepth`, the
    /// same bound as the Swift parser's): ICU parses and formats nested messages recursively, and a
    /// thread's stack (512 KiB on a secondary thread) must not be the limit. The depth is counted as
    /// ICU parses the pattern, quoting included, before ICU sees it.
    public static let maximumNestingDepth = MessageFormatLimits.maximumNestingDepth

    /// Opens a message for a locale identifier (BCP-47 `en-US` or ICU `en_US`). Wraps
    /// `icu::MessageFormat(pattern, locale, parseError, status)`.
    ///
    /// - Throws: ``ICUMessageFormatError/invalidLocaleIdentifier(_:reason:)`` for an identifier with a
    ///   control character; ``ICUMessageFormatError/syntax(_:offset:)`` for a malformed pattern;
    ///   ``ICUMessageFormatError/patternTooLong(length:maximum:)`` and
    ///   ``ICUMessageFormatError/nestingTooDeep(maximum:)`` beyond the bounds.
    public convenience init(_ pattern: String, localeIdentifier: String) throws(ICUMessageFormatError) {
        if let offset = LocaleIdentifier.controlCharacterOffset(in: localeIdentifier) {
            throw .invalidLocaleIdentifier(localeIdentifier, reason: "control character at UTF-8 offset \(offset)")
        }
        let opened: String
        do {
            opened = try ICU.string("cicu_message_format_locale") { buffer, capacity, status in
                cicu_message_format_locale(localeIdentifier, buffer, capacity, &status)
            }
        } catch {
            throw .icu(error)
        }
        try self.init(pattern, localeIdentifier: localeIdentifier,
                      formattingLocale: ICUFormattingLocale.resolve(localeIdentifier), openedLocale: opened)
    }

    /// Opens a message for a Foundation `Locale`: ``init(_:localeIdentifier:)`` with its identifier.
    public convenience init(_ pattern: String, locale: Locale) throws(ICUMessageFormatError) {
        try self.init(pattern, localeIdentifier: locale.identifier)
    }

    /// `openedLocale` is the locale ICU opens the message with: the message's language, so that its
    /// plural rules are the language's (`an` has `one`; root, the nearest locale with number data, has
    /// only `other`), while numbers fall back to `formattingLocale` as ICU falls back.
    private init(_ pattern: String, localeIdentifier: String, formattingLocale: String, openedLocale: String) throws(ICUMessageFormatError) {
        var length = 0
        for _ in pattern.unicodeScalars {
            length += 1
            guard length <= Self.maximumPatternLength else {
                throw .patternTooLong(length: pattern.unicodeScalars.count, maximum: Self.maximumPatternLength)
            }
        }
        guard MessageFormatLimits.nestingDepth(of: pattern, stoppingAbove: Self.maximumNestingDepth) <= Self.maximumNestingDepth else {
            throw .nestingTooDeep(maximum: Self.maximumNestingDepth)
        }
        // ICU bounds a skeleton's digit counts but not `scale/` and `precision-increment/`
        // (`::scale/1e99999999` printed 133 MB): every word that could be such an option is checked,
        // quoted text too, which errs on the side of refusing. Syntax characters separate words, as
        // whitespace separates stems (on Unicode scalars: "\r\n" is two separators).
        var words = ""
        words.unicodeScalars.append(contentsOf: pattern.unicodeScalars.lazy.map { "{},:'".unicodeScalars.contains($0) ? " " : $0 })
        do {
            try PluralPrecision.checkMagnitudes(of: words)
        } catch {
            if case let .skeletonOutOfRange(option, limit) = error { throw .skeletonOutOfRange(option: option, limit: limit) }
        }
        var status: CICUStatus = 0
        var errorOffset: Int32 = -1
        var text = pattern
        let opened = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cicu_message_format_open(chars.baseAddress, Int32(chars.count), openedLocale, &errorOffset, &status)
            }
        }
        guard status <= 0, let opened else {
            let error = ICU.openFailure(status, "MessageFormat")
            throw .syntax(error, offset: errorOffset >= 0 ? Self.scalarOffset(pattern, utf16: Int(errorOffset)) : nil)
        }
        // The same bound on ICU's own reading of the pattern, before anything formats it recursively.
        guard cicu_message_format_nesting_depth(opened) <= Self.maximumNestingDepth else {
            cicu_message_format_close(opened)
            throw .nestingTooDeep(maximum: Self.maximumNestingDepth)
        }
        var uses: [ArgumentUse] = []
        for index in 0..<cicu_message_format_argument_count(opened) {
            var bits: Int32 = 0
            var occurrences: Int32 = 0
            do {
                let name = try ICU.string("cicu_message_format_argument_at") { buffer, capacity, status in
                    cicu_message_format_argument_at(opened, index, &bits, &occurrences, buffer, capacity, &status)
                }
                uses.append(ArgumentUse(name: name, uses: bits, occurrences: Int(occurrences)))
            } catch {
                // No argument may go missing (its value would never be checked): close and fail.
                cicu_message_format_close(opened)
                throw .icu(error)
            }
        }
        var offsets: [(name: String, offset: Int)] = []
        for index in 0..<cicu_message_format_offset_argument_count(opened) {
            var offset: Int64 = 0
            do {
                let name = try ICU.string("cicu_message_format_offset_argument_at") { buffer, capacity, status in
                    cicu_message_format_offset_argument_at(opened, index, &offset, buffer, capacity, &status)
                }
                offsets.append((name, Int(offset)))
            } catch {
                cicu_message_format_close(opened)
                throw .icu(error)
            }
        }
        offsetArguments = offsets
        handle = opened
        self.numberReplacements = Int(cicu_message_format_number_replacements(opened))
        self.arguments = uses
        self.pattern = pattern
        self.localeIdentifier = localeIdentifier
        self.formattingLocale = formattingLocale
    }

    deinit { cicu_message_format_close(handle) }

    /// The nesting level of the deepest sub-message as ICU parsed the pattern (0 without any).
    var icuNestingDepth: Int { Int(cicu_message_format_nesting_depth(handle)) }

    /// Formats the message with named arguments (a numbered argument `{0}` is named `"0"`). Wraps
    /// `icu::MessageFormat::format(names, values, count, ...)`.
    ///
    /// Arguments the pattern does not use are ignored. Every argument type ICU formats takes a number
    /// (`plural`, `selectordinal`, `number`, `spellout`, `ordinal`, `duration`, `choice`, number
    /// patterns); `date` and `time` take the milliseconds since 1970-01-01 00:00 UTC as a number, or
    /// ISO 8601 text (`2024-05-01T09:30:00Z`, with fractional seconds or an offset, or a date alone,
    /// `2024-05-01`, at midnight UTC); `select` takes text; `{name}` takes either.
    /// - Throws: ``ICUMessageFormatError/missingArgument(_:)`` when an argument of the pattern has no
    ///   value (ICU itself would write `{name}` back); ``ICUMessageFormatError/argumentType(_:expected:)``
    ///   when a number is needed and text given, text (`select`) and a number given, or a date and
    ///   text that is no ISO 8601 date; ``ICUMessageFormatError/icu(_:)`` when ICU fails.
    public func format(_ values: [String: Argument]) throws(ICUMessageFormatError) -> String {
        var values = values
        for use in arguments {
            guard let value = values[use.name] else { throw .missingArgument(use.name) }
            switch value {
            case let .text(text) where use.isDate && !use.needsText:
                guard let milliseconds = Self.milliseconds(iso8601: text) else { throw .argumentType(use.name, expected: .date) }
                values[use.name] = .double(milliseconds)
            case let .number(number) where use.isDate && !use.needsText:
                // ICU's DateFormat takes a double (not a 64-bit integer) as milliseconds.
                guard let milliseconds = Double(number.plainText), milliseconds.isFinite else { throw .argumentType(use.name, expected: .date) }
                values[use.name] = .double(milliseconds)
            case .text where use.needsNumber: throw .argumentType(use.name, expected: .number)
            case .number where use.needsText, .double where use.needsText: throw .argumentType(use.name, expected: .text)
            default: break
            }
        }
        var estimate = pattern.utf8.count + numberReplacements * Self.numberTextLimit
        for use in arguments {
            let length: Int
            switch values[use.name]! {
            case let .text(text): length = text.utf8.count
            case .number, .double: length = Self.numberTextLimit
            }
            let (product, overflow) = length.multipliedReportingOverflow(by: use.occurrences)
            estimate = overflow ? Int.max : estimate.addingReportingOverflow(product).partialValue
            if overflow || estimate > Self.maximumOutputLength || estimate < 0 {
                throw .outputTooLong(maximum: Self.maximumOutputLength)
            }
        }
        guard estimate <= Self.maximumOutputLength else { throw .outputTooLong(maximum: Self.maximumOutputLength) }
        // All names and texts in one buffer; the C structs point into it.
        var given = arguments.map { ($0.name, values[$0.name]!) }
        for (index, argument) in offsetArguments.enumerated() {
            let exact: Argument = switch values[argument.name]! {
            case let .number(number): .number(number.subtracting(argument.offset))
            case let .double(value): PluralDecimal(value).map { .number($0.subtracting(argument.offset)) } ?? .double(value - Double(argument.offset))
            case let .text(text): .text(text)
            }
            given.append(("\u{E000}\(index)", exact))
        }
        var storage: [UInt8] = []
        var spans: [(name: Range<Int>, text: Range<Int>)] = []
        for (name, value) in given {
            let nameStart = storage.count
            storage.append(contentsOf: name.utf8)
            let textStart = storage.count
            switch value {
            case let .number(number): storage.append(contentsOf: number.plainText.utf8)
            case let .text(text): storage.append(contentsOf: text.utf8)
            case .double: break
            }
            spans.append((nameStart..<textStart, textStart..<storage.count))
        }
        do {
            return try storage.withUnsafeBufferPointer { bytes throws(ICUError) in
                let base = UnsafeRawPointer(bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!).assumingMemoryBound(to: CChar.self)
                let cArguments = zip(given, spans).map { argument, span in
                    var result = CICUMessageArgument(
                        name: base + span.name.lowerBound, nameLength: Int32(span.name.count),
                        kind: Int32(CICU_MESSAGE_ARGUMENT_STRING), text: base + span.text.lowerBound,
                        textLength: Int32(span.text.count), integer: 0, real: 0)
                    switch argument.1 {
                    case .number: result.kind = Int32(CICU_MESSAGE_ARGUMENT_DECIMAL)
                    case .text: break
                    case let .double(value):
                        result.kind = Int32(CICU_MESSAGE_ARGUMENT_DOUBLE)
                        result.real = value
                    }
                    return result
                }
                return try cArguments.withUnsafeBufferPointer { structs throws(ICUError) in
                    try ICU.string("MessageFormat::format") { buffer, capacity, status in
                        cicu_message_format_format(handle, structs.baseAddress, Int32(structs.count), buffer, capacity, &status)
                    }
                }
            }
        } catch {
            throw .icu(error)
        }
    }

    /// The milliseconds since 1970-01-01 00:00 UTC of an ISO 8601 date and time (with or without
    /// fractional seconds) or date (at midnight UTC); `nil` for other text.
    static func milliseconds(iso8601 text: String) -> Double? {
        let styles: [Date.ISO8601FormatStyle] = [
            .iso8601,
            Date.ISO8601FormatStyle(includingFractionalSeconds: true),
            Date.ISO8601FormatStyle().year().month().day(),
        ]
        for style in styles {
            if let date = try? style.parse(text) { return (date.timeIntervalSince1970 * 1_000).rounded() }
        }
        return nil
    }

    /// Formats the message with positional arguments: `values[0]` binds `{0}`, and so on.
    public func format(_ values: [Argument]) throws(ICUMessageFormatError) -> String {
        var named: [String: Argument] = [:]
        for (index, value) in values.enumerated() { named[String(index)] = value }
        return try format(named)
    }

    /// The Unicode-scalar offset of a UTF-16 offset (ICU's `UParseError.offset`).
    static func scalarOffset(_ text: String, utf16 offset: Int) -> Int {
        let index = text.utf16.index(text.utf16.startIndex, offsetBy: min(offset, text.utf16.count))
        return text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: index)
    }
}

extension ICUMessageFormat {
    /// A value for an argument of a message.
    public enum Argument: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
        /// A number with its visible digits ("1.50" is formatted, and selects, as 1.50).
        case number(PluralDecimal)
        /// A binary floating-point number, formatted by ICU as a `double`: trailing zeros cannot be
        /// kept (1.0 is 1), NaN and the infinities are written as ICU writes them. Prefer ``number(_:)``.
        case double(Double)
        /// Text, for `select` and `{name}`.
        case text(String)

        /// An integer of any width, exactly.
        public init(_ value: some BinaryInteger) { self = .number(PluralDecimal(value)) }
        /// The digits of a Foundation `Decimal` (see `PluralDecimal.init(_:)`), or `nil` for its NaN.
        public init?(_ value: Decimal) {
            guard let number = PluralDecimal(value) else { return nil }
            self = .number(number)
        }
        /// A number written as text, keeping its digits ("1.50").
        /// - Throws: `PluralError/invalidNumber(_:_:)` when the text is no decimal number.
        public init(parsing text: String) throws(PluralError) {
            do { self = .number(try PluralDecimal(parsing: text)) } catch { throw .invalidNumber(text, error) }
        }
        /// An integer literal: ``number(_:)``.
        public init(integerLiteral value: Int) { self = .number(PluralDecimal(value)) }
        /// A string literal: ``text(_:)``.
        public init(stringLiteral value: String) { self = .text(value) }
    }

    /// How a pattern uses one argument.
    public struct ArgumentUse: Sendable, Hashable {
        /// The argument's name (or number, as text).
        public let name: String
        /// Bits of `CICU_MESSAGE_USE_*`: every way the pattern uses the argument.
        private let uses: Int32
        /// How many places of the pattern name it.
        public let occurrences: Int

        init(name: String, uses: Int32, occurrences: Int) {
            self.name = name
            self.uses = uses
            self.occurrences = occurrences
        }

        /// Used as `plural` (somewhere in the pattern).
        public var isPlural: Bool { uses & Int32(CICU_MESSAGE_USE_PLURAL) != 0 }
        /// Used as `selectordinal`.
        public var isSelectOrdinal: Bool { uses & Int32(CICU_MESSAGE_USE_SELECTORDINAL) != 0 }
        /// Used as `select`.
        public var isSelect: Bool { uses & Int32(CICU_MESSAGE_USE_SELECT) != 0 }
        /// Used with a type and style (`{n, number}`, `{d, date}`, ...).
        public var isFormatted: Bool { uses & Int32(CICU_MESSAGE_USE_SIMPLE) != 0 }
        /// Used as `choice`.
        public var isChoice: Bool { uses & Int32(CICU_MESSAGE_USE_CHOICE) != 0 }
        /// Used as `date` or `time` (a number of milliseconds, or ISO 8601 text).
        public var isDate: Bool { uses & Int32(CICU_MESSAGE_USE_DATE) != 0 }

        /// Whether ICU needs a number for it.
        var needsNumber: Bool {
            uses & Int32(CICU_MESSAGE_USE_PLURAL | CICU_MESSAGE_USE_SELECTORDINAL | CICU_MESSAGE_USE_SIMPLE | CICU_MESSAGE_USE_CHOICE) != 0
        }
        /// Whether ICU needs text for it.
        var needsText: Bool { isSelect }
    }
}

/// Why an ``ICUMessageFormat`` could not be opened or formatted.
public enum ICUMessageFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What an argument must be.
    public enum ValueKind: String, Sendable {
        /// A number (`plural`, `selectordinal`, `number`, ...).
        case number
        /// Text (`select`).
        case text
        /// A date (`date`, `time`): milliseconds since 1970 as a number, or ISO 8601 text.
        case date
    }

    /// The identifier holds a control character (see `LocaleIdentifier/validate(_:)`).
    case invalidLocaleIdentifier(String, reason: String)
    /// ICU refused the pattern; `offset` is where, in Unicode scalars from the start (nil when ICU
    /// names no place).
    case syntax(ICUError, offset: Int?)
    /// The pattern is longer than ``ICUMessageFormat/maximumPatternLength`` Unicode scalars.
    case patternTooLong(length: Int, maximum: Int)
    /// Sub-messages nest deeper than ``ICUMessageFormat/maximumNestingDepth``.
    case nestingTooDeep(maximum: Int)
    /// A number skeleton's `scale/` or `precision-increment/` goes past 10^±`limit`
    /// (`PluralPrecision/maximumMagnitude`), which would print a number of that many digits.
    case skeletonOutOfRange(option: String, limit: Int)
    /// The text would be longer than ``ICUMessageFormat/maximumOutputLength`` (estimated before formatting).
    case outputTooLong(maximum: Int)
    /// The pattern uses an argument that was given no value.
    case missingArgument(String)
    /// The argument's value is of the wrong kind for how the pattern uses it.
    case argumentType(String, expected: ValueKind)
    /// ICU failed while formatting.
    case icu(ICUError)

    /// What ICU's codes for refused patterns mean.
    private static let explanations: [String: String] = [
        "U_DEFAULT_KEYWORD_MISSING": "a plural, selectordinal or select has no 'other'",
        "U_UNMATCHED_BRACES": "a '{' is never closed",
        "U_PATTERN_SYNTAX_ERROR": "unexpected text",
        "U_NUMBER_SKELETON_SYNTAX_ERROR": "the number skeleton does not parse",
        "U_ILLEGAL_ARGUMENT_ERROR": "an unknown argument type or style",
        "U_DUPLICATE_KEYWORD": "a selector appears twice",
    ]

    public var description: String {
        switch self {
        case let .invalidLocaleIdentifier(identifier, reason):
            "invalid locale identifier '\(LocaleIdentifier.escaped(identifier.count > 40 ? identifier.prefix(40) + "…" : identifier))': \(reason)"
        case let .syntax(error, offset):
            "MessageFormat syntax error \(error.name)" + (Self.explanations[error.name].map { " (\($0))" } ?? "")
                + (offset.map { " at offset \($0)" } ?? "")
        case let .patternTooLong(length, maximum):
            "MessageFormat pattern of \(length) Unicode scalars is longer than MessageFormatLimits.maximumLength (\(maximum))"
        case let .nestingTooDeep(maximum):
            "MessageFormat pattern nests sub-messages deeper than MessageFormatLimits.maximumNestingDepth (\(maximum))"
        case let .skeletonOutOfRange(option, limit):
            "number skeleton option '\(option)' is out of range: a scale or rounding increment must lie between 1e-\(limit) and 1e\(limit) (PluralPrecision.maximumMagnitude)"
        case let .outputTooLong(maximum):
            "the formatted message would be longer than ICUMessageFormat.maximumOutputLength (\(maximum) bytes)"
        case let .missingArgument(name):
            "the argument '\(name)' is missing"
        case let .argumentType(name, expected):
            switch expected {
            case .number: "argument '\(name)' needs a number"
            case .text: "argument '\(name)' needs text"
            case .date: "argument '\(name)' needs a date: milliseconds since 1970, or ISO 8601 text such as 2024-05-01T09:30:00Z"
            }
        case let .icu(error):
            error.description
        }
    }
}

/// ICU's own MessageFormat as a `MessageEvaluator` strategy: pass it in a renderer's options
/// (`RenderOptions(evaluator: ICUMessageFormatEvaluator())`) to render MessageFormat messages as ICU
/// does, through ``ICUMessageFormat``.
///
/// Plural forms follow ICU's own rules for the message's language (the renderer's rules provider is
/// not asked), and numbers are written for that language (``ICUMessageFormat/formattingLocale``) in the
/// renderer's digits (`MessageEvaluation/numberingSystem`); `MessageEvaluation/formattingLocale` is not applied. Values given in order bind to ICU's reading
/// of the argument names (`MessageSyntax/positionalOrder(_:)`).
public struct ICUMessageFormatEvaluator: MessageEvaluator {
    /// The evaluator.
    public init() {}

    /// ICU MessageFormat.
    public func evaluates(_ syntax: MessageSyntax) -> Bool { syntax == .icuMessageFormat }

    /// Messages opened lately, by text and locale: a preview formats one message many times (a row
    /// per form), and ICU parses the whole pattern each time it opens one.
    private static let opened = BoundedCache<OpenedKey, ICUMessageFormat>(capacity: 32)

    private struct OpenedKey: Hashable, Sendable {
        let source: String
        let localeIdentifier: String
    }

    /// The message of a text in a locale, opened once while it is among the latest.
    private static func open(_ source: String, localeIdentifier: String) throws(ICUMessageFormatError) -> ICUMessageFormat {
        try opened.value(for: OpenedKey(source: source, localeIdentifier: localeIdentifier)) { () throws(ICUMessageFormatError) in
            try ICUMessageFormat(source, localeIdentifier: localeIdentifier)
        }
    }

    /// ICU's reading of the argument names, in the order values given in order bind to; `nil` when
    /// ICU refuses the text.
    public func argumentNames(of source: String, syntax: MessageSyntax, language: String) -> [String]? {
        guard let format = try? Self.open(source, localeIdentifier: language) else { return nil }
        return syntax.positionalOrder(format.arguments.map(\.name))
    }

    /// Opens the text with ``ICUMessageFormat`` and formats it.
    public func evaluate(_ message: MessageEvaluation) throws(MessageEvaluationError) -> String {
        do {
            let identifier = LocaleIdentifier.naming(numberingSystem: message.numberingSystem, in: message.language)
            let format = try Self.open(message.source, localeIdentifier: identifier)
            let values: [String: MessageArgument]
            switch message.arguments {
            case let .named(named): values = named
            case let .positional(given):
                let names = message.syntax.positionalOrder(format.arguments.map(\.name))
                values = Dictionary(zip(names, given)) { first, _ in first }
            }
            return try format.format(values.mapValues(Argument.init))
        } catch {
            throw MessageEvaluationError(error.description)
        }
    }

    private typealias Argument = ICUMessageFormat.Argument
}

extension ICUMessageFormat.Argument {
    /// A message argument as ICU takes it: integers and decimals as numbers, `Double`s as doubles, text as text.
    init(_ argument: MessageArgument) {
        switch argument {
        case let .integer(integer): self.init(integer)
        case let .decimal(decimal): self = .number(decimal)
        case let .floatingPoint(double): self = .double(double)
        case let .string(text): self = .text(text)
        }
    }
}
