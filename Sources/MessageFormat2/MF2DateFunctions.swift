import Foundation
import PluralCore

/// `:date`, `:time` and `:datetime` (Draft in LDML 48): an ISO 8601 operand ("2006-01-02",
/// "2006-01-02T15:04:06", with an optional fraction and `Z` or offset) or a `Date`, formatted by
/// Foundation's `Date.FormatStyle` in the locale. A time without an offset is read and shown in UTC,
/// so the output does not depend on the machine's time zone.
enum MF2DateFunctions {
    /// The options `:date`, `:time` and `:datetime` read, the only ones a date value carries.
    static let optionNames: Set<String> = ["length", "precision", "dateLength", "timePrecision"]

    enum Kind { case date, time, datetime }

    static func format(_ call: inout MF2FunctionCall, kind: Kind) throws(MF2FunctionError) -> MF2Value {
        let name = kind == .date ? "date" : kind == .time ? "time" : "datetime"
        guard let operand = call.operand else { throw MF2FunctionError(.badOperand, ":\(name) needs an operand") }
        let date: Date
        switch operand.content {
        case let .date(value): date = value
        case let .string(text):
            guard let parsed = parse(text) else { throw MF2FunctionError(.badOperand, "'\(text.prefix(40))' is not an ISO 8601 date or time for :\(name)") }
            date = parsed
        default:
            throw MF2FunctionError(.badOperand, ":\(name) cannot take a \(operand.type) value")
        }
        // Only the options these functions read are carried, as a number's are
        // (`MF2BuiltInFunctions.mergedOptions`): a chain of `.local`s stays the same size.
        var options = operand.options.filter { optionNames.contains($0.key) }
        for (key, option) in call.options where optionNames.contains(key) { options[key] = option.value }
        func keyword(_ option: String, _ allowed: [String], default fallback: String) -> String {
            guard let value = options[option] else { return fallback }
            guard let text = value.stringValue, allowed.contains(text) else {
                call.report(.badOption, "'\(value.stringValue?.prefix(20) ?? "?")' is not a value of \(option)")
                return fallback
            }
            return text
        }
        let lengths = ["full", "long", "medium", "short"], precisions = ["hour", "minute", "second"]
        var dateStyle: Date.FormatStyle.DateStyle?
        var timeStyle: Date.FormatStyle.TimeStyle?
        switch kind {
        case .date:
            dateStyle = style(keyword("length", lengths, default: options["dateLength"]?.stringValue ?? "medium"))
        case .time:
            timeStyle = timePrecision(keyword("precision", precisions, default: options["timePrecision"]?.stringValue ?? "minute"))
        case .datetime:
            dateStyle = style(keyword("dateLength", lengths, default: "medium"))
            timeStyle = timePrecision(keyword("timePrecision", precisions, default: "minute"))
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let formatStyle = Date.FormatStyle(date: dateStyle ?? .omitted, time: timeStyle ?? .omitted,
                                           locale: Locale(identifier: call.locale), calendar: calendar, timeZone: calendar.timeZone)
        let text = date.formatted(formatStyle)
        return MF2Value(content: .date(date), type: "datetime", options: options, locale: call.locale,
                        direction: call.localeData.direction, format: { [MF2Part.Piece(type: nil, value: text)] })
    }

    private static func style(_ length: String) -> Date.FormatStyle.DateStyle {
        switch length {
        case "full": .complete
        case "long": .long
        case "short": .numeric
        default: .abbreviated
        }
    }

    private static func timePrecision(_ precision: String) -> Date.FormatStyle.TimeStyle {
        precision == "second" ? .standard : .shortened
    }

    /// "2006-01-02", "2006-01-02T15:04:06", "2006-01-02T15:04:06.5Z", "2006-01-02T15:04:06+01:00".
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, bytes.count <= 40 else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count, bytes[range].allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return nil }
            return bytes[range].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        guard let year = number(0..<4), bytes[4] == UInt8(ascii: "-"), let month = number(5..<7), bytes[7] == UInt8(ascii: "-"),
              let day = number(8..<10), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var components = DateComponents(year: year, month: month, day: day, hour: 0, minute: 0, second: 0)
        var offsetSeconds = 0
        if bytes.count > 10 {
            guard bytes[10] == UInt8(ascii: "T"), let hour = number(11..<13), bytes.count > 13, bytes[13] == UInt8(ascii: ":"),
                  let minute = number(14..<16), hour < 24, minute < 60
            else { return nil }
            components.hour = hour
            components.minute = minute
            var index = 16
            if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                guard let second = number(index + 1..<index + 3), second < 61 else { return nil }
                components.second = second
                index += 3
                if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                    index += 1
                    let start = index
                    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
                    guard index > start else { return nil }
                }
            }
            if index < bytes.count {
                if bytes[index] == UInt8(ascii: "Z"), index == bytes.count - 1 {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"),
                          let hours = number(index + 1..<index + 3), index + 6 == bytes.count, bytes[index + 3] == UInt8(ascii: ":"),
                          let minutes = number(index + 4..<index + 6) {
                    offsetSeconds = (hours * 3600 + minutes * 60) * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
                    index = bytes.count
                } else {
                    return nil
                }
            }
            guard index == bytes.count else { return nil }
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard let date = calendar.date(from: components) else { return nil }
        return date.addingTimeInterval(TimeInterval(-offsetSeconds))
    }
}
