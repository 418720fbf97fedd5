import Foundation
@testable import MessageFormat2

/// The suite's `:test:function`, `:test:select` and `:test:format` (its README, "Test Functions"),
/// registered through the public custom-function API as any user's function would be.
enum ConformanceTestFunctions {
    /// What a `:test:` expression resolves to, read back when another takes it as its operand.
    struct State: Sendable {
        var input: Double
        var decimalPlaces = 0
        var failsFormat = false
        var failsSelect = false
    }

    static let registry = MF2FunctionRegistry.builtIn
        .adding("test:function", function(formats: true, selects: true))
        .adding("test:select", function(formats: false, selects: true))
        .adding("test:format", function(formats: true, selects: false))

    static func function(formats: Bool, selects: Bool) -> MF2Function {
        MF2Function { (call: inout MF2FunctionCall) throws(MF2FunctionError) -> MF2Value in
            var state: State
            switch call.operand?.content {
            case let .custom(previous as State)?:
                state = previous
            case let .number(number)?:
                state = State(input: Double(number.plainText) ?? .nan)
            case let .string(text)? where text.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/) != nil:
                state = State(input: Double(text) ?? .nan)
            default:
                throw MF2FunctionError(.badOperand, "a :test: function takes a number")
            }
            if let option = call.options["decimalPlaces"] {
                guard let places = option.value.stringValue, places == "0" || places == "1" else {
                    throw MF2FunctionError(.badOption, "decimalPlaces is 0 or 1")
                }
                state.decimalPlaces = places == "1" ? 1 : 0
            }
            if let option = call.options["fails"] {
                switch option.value.stringValue {
                case "always": state.failsFormat = true; state.failsSelect = true
                case "format": state.failsFormat = true
                case "select": state.failsSelect = true
                case "never": break
                default: call.report(.badOption, "fails is never, select, format or always")
                }
            }
            let resolved = state
            var value = MF2Value(content: .custom(resolved), type: "test")
            if formats {
                value.format = { () throws(MF2FunctionError) -> [MF2Part.Piece] in try format(resolved) }
            }
            if selects {
                value.select = { (keys: [String], _: inout MF2Diagnostics) throws(MF2FunctionError) -> [String] in try select(resolved, keys) }
            }
            return value
        }
    }

    static func format(_ state: State) throws(MF2FunctionError) -> [MF2Part.Piece] {
        if state.failsFormat { throw MF2FunctionError(.badOption, "fails=format") }
        var pieces: [MF2Part.Piece] = []
        if state.input < 0 { pieces.append(MF2Part.Piece(type: nil, value: "-")) }
        let magnitude = abs(state.input)
        pieces.append(MF2Part.Piece(type: nil, value: String(Int(magnitude.rounded(.down)))))
        if state.decimalPlaces == 1 {
            pieces.append(MF2Part.Piece(type: nil, value: "."))
            pieces.append(MF2Part.Piece(type: nil, value: String(Int(((magnitude - magnitude.rounded(.down)) * 10).rounded(.down)))))
        }
        return pieces
    }

    /// Match and BetterThan of the README: "1.0" is better than "1" when both match.
    static func select(_ state: State, _ keys: [String]) throws(MF2FunctionError) -> [String] {
        if state.failsSelect { throw MF2FunctionError(.badOption, "fails=select") }
        guard state.input == 1 else { return [] }
        let matching = state.decimalPlaces == 1 ? ["1.0", "1"] : ["1"]
        return matching.filter(keys.contains)
    }
}
