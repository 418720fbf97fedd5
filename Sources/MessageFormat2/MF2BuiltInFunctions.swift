import Foundation
import PluralCore
import PluralLocale

/// The spec's default functions, each an ``MF2Function`` as a custom one is.
enum MF2BuiltInFunctions {
    static let all: [String: MF2Function] = [
        "string": MF2Function(string),
        "number": MF2Function(builtInNumber: .number),
        "integer": MF2Function(builtInNumber: .integer),
        "percent": MF2Function(builtInNumber: .percent),
        "offset": MF2Function(offset),
        "currency": MF2Function(currency),
        "date": MF2Function { call throws(MF2FunctionError) in try MF2DateFunctions.format(&call, kind: .date) },
        "time": MF2Function { call throws(MF2FunctionError) in try MF2DateFunctions.format(&call, kind: .time) },
        "datetime": MF2Function { call throws(MF2FunctionError) in try MF2DateFunctions.format(&call, kind: .datetime) },
    ]

    // MARK: :string

    static func string(_ call: inout MF2FunctionCall) throws(MF2FunctionError) -> MF2Value {
        guard let operand = call.operand else { throw MF2FunctionError(.badOperand, ":string needs an operand") }
        guard let text = operand.stringValue else { throw MF2FunctionError(.badOperand, ":string cannot take a \(operand.type) value") }
        var value = MF2Value.string(text)
        value.locale = call.locale
        value.select = { keys, _ in keys.contains(text) ? [text] : [] }
        return value
    }

    // MARK: :number, :integer, :percent

    enum NumberKind { case number, integer, percent }

    /// The number an operand stands for: a number, or text that is a `number-literal`.
    static func numericOperand(_ operand: MF2Value?, function: String) throws(MF2FunctionError) -> ExactDecimal {
        guard let operand else { throw MF2FunctionError(.badOperand, ":\(function) needs an operand") }
        switch operand.content {
        case let .number(number):
            return ExactDecimal(number)
        case let .string(text):
            guard let number = try ExactDecimal.parsingNumberLiteral(text) else {
                throw MF2FunctionError(.badOperand, "'\(text.prefix(40))' is not a number for :\(function)")
            }
            return number
        default:
            throw MF2FunctionError(.badOperand, ":\(function) cannot take a \(operand.type) value")
        }
    }

    /// The operand's options and the expression's, the expression's winning, of those `known` only
    /// (the function's own: a value carries no others, so a chain of them stays the same size);
    /// `dropped` are left out of the operand's.
    static func mergedOptions(_ call: MF2FunctionCall, known: Set<String>, dropping dropped: Set<String> = []) -> (options: [String: MF2Value], literal: Set<String>) {
        var options = (call.operand?.options ?? [:]).filter { known.contains($0.key) }
        for name in dropped { options[name] = nil }
        var literal = Set<String>()
        for (name, option) in call.options where known.contains(name) {
            options[name] = option.value
            if option.isLiteral { literal.insert(name) }
        }
        return (options, literal)
    }

    static func number(_ call: inout MF2FunctionCall, kind: NumberKind) throws(MF2FunctionError) -> MF2Value {
        let name = kind == .number ? "number" : kind == .integer ? "integer" : "percent"
        var decimal = try numericOperand(call.operand, function: name)
        let dropped: Set<String> = kind == .integer ? ["minimumFractionDigits", "maximumFractionDigits", "minimumSignificantDigits"] : []
        let (options, literal) = mergedOptions(call, known: MF2NumberOptions.names, dropping: dropped)
        let settings = numberSettings(kind: kind, options: options, literal: literal, diagnostics: &call.diagnostics)
        var original: PluralDecimal?
        if case let .number(number)? = call.operand?.content, number.exponent == 0 { original = number }
        if kind == .integer {
            if !decimal.fraction.isEmpty { original = nil }
            decimal = decimal.rounded(toFractionDigits: 0, mode: .halfExpand)
        }
        return numberValue(decimal, original: original, settings: settings, options: options, call: call)
    }

    /// The settings of `:number`, `:integer` or `:percent` with these options (merged with the
    /// operand's); read once per call, or once per message for literal options (`MF2CompiledMessage`).
    static func numberSettings(kind: NumberKind, options: [String: MF2Value], literal: Set<String>,
                               diagnostics: inout MF2Diagnostics) -> MF2NumberOptions {
        var settings = MF2NumberOptions()
        settings.percent = kind == .percent
        settings.read(options, literal: literal, diagnostics: &diagnostics, integerOnly: kind == .integer)
        if kind == .integer { settings.maximumFractionDigits = 0 }
        return settings
    }

    /// A number value: formats with `settings` in the call's locale, selects on the digits shown.
    /// `original`: the operand's own number when `decimal` is its value unchanged.
    static func numberValue(_ decimal: ExactDecimal, original: PluralDecimal? = nil, settings: MF2NumberOptions,
                            options: [String: MF2Value], call: MF2FunctionCall) -> MF2Value {
        let locale = call.localeData
        let shown = settings.shown(decimal)
        var value = MF2Value(content: .number(original ?? decimal.pluralDecimal), type: "number", options: options, locale: call.locale,
                             direction: locale.direction, format: { settings.pieces(shown, symbols: locale.symbols) })
        guard let selection = settings.selection else { return value }
        let exact: String
        if !settings.hasDigitOptions, shown.fraction.allSatisfy({ $0 == UInt8(ascii: "0") }) {
            exact = ExactDecimal(isNegative: shown.isNegative, integer: shown.integer, fraction: []).plainText
        } else {
            exact = shown.plainText
        }
        value.select = { keys, diagnostics in
            var exactMatches: [String] = [], keywordMatches: [String] = []
            // The category only when a key names one; `select=exact` matches numbers alone.
            var category: String?
            for key in keys {
                if ExactDecimal.isNumberLiteral(key) {
                    if key == exact { exactMatches.append(key) }
                } else if PluralCategory(rawValue: key) != nil {
                    guard selection != .exact else { continue }
                    if category == nil {
                        let rules = selection == .ordinal ? locale.ordinal : locale.cardinal
                        if let rules, let integer = shown.integerValue {
                            category = rules.category(for: integer).rawValue
                        } else {
                            category = (try? rules?.category(for: shown.pluralDecimal))?.rawValue ?? PluralCategory.other.rawValue
                        }
                    }
                    if key == category { keywordMatches.append(key) }
                } else {
                    diagnostics.report(.badVariantKey, "'\(key)' is neither a number nor a plural category")
                }
            }
            return exactMatches + keywordMatches
        }
        return value
    }

    // MARK: :offset

    static func offset(_ call: inout MF2FunctionCall) throws(MF2FunctionError) -> MF2Value {
        let decimal = try numericOperand(call.operand, function: "offset")
        let add = call.options["add"], subtract = call.options["subtract"]
        guard (add == nil) != (subtract == nil), let option = add ?? subtract else {
            throw MF2FunctionError(.badOption, ":offset takes exactly one of add and subtract")
        }
        guard let amount = MF2NumberOptions.digitSize(option.value) else {
            throw MF2FunctionError(.badOption, ":offset's \(add != nil ? "add" : "subtract") takes a digit size from 0 to \(MF2Limits.maximumDigitOption)")
        }
        guard let result = decimal.subtracting(add != nil ? -amount : amount) else {
            throw MF2FunctionError(.unsupportedOperation, "\(decimal.plainText.prefix(40)) is beyond the 38 digits :offset adds to")
        }
        let options = (call.operand?.options ?? [:]).filter { MF2NumberOptions.names.contains($0.key) }
        var settings = MF2NumberOptions()
        settings.read(options, literal: ["select"], diagnostics: &call.diagnostics, integerOnly: false)
        return numberValue(result, settings: settings, options: options, call: call)
    }

    // MARK: :currency

    /// The options `:currency` reads (and carries): the number options and its own.
    static let currencyOptionNames = MF2NumberOptions.names.union(["currency", "currencyDisplay", "fractionDigits"])

    static func currency(_ call: inout MF2FunctionCall) throws(MF2FunctionError) -> MF2Value {
        guard let operand = call.operand else { throw MF2FunctionError(.badOperand, ":currency needs an operand") }
        let decimal = try numericOperand(operand, function: "currency")
        let carried = operand.type == "currency" ? operand.options["currency"]?.stringValue : nil
        if carried != nil, call.options["currency"] != nil {
            throw MF2FunctionError(.badOption, "the operand's currency cannot be changed")
        }
        guard let code = carried ?? call.options["currency"]?.value.stringValue else {
            throw MF2FunctionError(.badOperand, ":currency needs a currency (currency=EUR)")
        }
        guard code.utf8.count == 3, code.utf8.allSatisfy({ ($0 | 0x20) &- UInt8(ascii: "a") < 26 }) else { throw MF2FunctionError(.badOption, "'\(code.prefix(20))' is not a currency code (three letters)") }
        let (options, _) = mergedOptions(call, known: currencyOptionNames)
        let posix = Locale(identifier: "en_US_POSIX")
        guard decimal.integer.count + decimal.fraction.count <= 38, let amount = Decimal(string: decimal.plainText, locale: posix) else {
            throw MF2FunctionError(.badOperand, "\(decimal.plainText.prefix(40)) has more than the 38 digits :currency formats")
        }
        var style = Decimal.FormatStyle.Currency(code: code.uppercased(), locale: Locale(identifier: call.locale))
        if let display = options["currencyDisplay"]?.stringValue {
            switch display {
            case "narrowSymbol": style = style.presentation(.narrow)
            case "symbol": style = style.presentation(.standard)
            case "name": style = style.presentation(.fullName)
            case "code": style = style.presentation(.isoCode)
            case "never": style = style.presentation(.narrow)
            default: call.report(.badOption, "'\(display.prefix(20))' is not a value of currencyDisplay")
            }
        }
        if let grouping = options["useGrouping"]?.stringValue {
            switch grouping {
            case "never": style = style.grouping(.never)
            case "auto", "always", "min2": style = style.grouping(.automatic)
            default: call.report(.badOption, "'\(grouping.prefix(20))' is not a value of useGrouping")
            }
        }
        if let digits = options["fractionDigits"] {
            if digits.stringValue == "auto" {
            } else if let count = MF2NumberOptions.digitSize(digits) {
                style = style.precision(.fractionLength(count))
            } else {
                call.report(.badOption, "fractionDigits takes auto or a digit size")
            }
        }
        let text = amount.formatted(style)
        return MF2Value(content: .number(decimal.pluralDecimal), type: "currency", options: options.merging(["currency": .string(code)]) { $1 },
                        locale: call.locale, direction: call.localeData.direction,
                        format: { [MF2Part.Piece(type: nil, value: text)] })
    }
}

/// The direction of a locale's script, for numbers and for the message as a whole.
enum MF2Direction {
    static func of(locale: String) -> MF2Value.Direction {
        LanguageIdentifier(locale)?.isRightToLeft == true ? .rtl : .ltr
    }
}
