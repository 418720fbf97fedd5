import ArgumentParser
import PluralCore
import PluralMessages

/// A command's message arguments as typed on the command line (`5`, `i:5`, `d:1.50`, `s:Ann`,
/// `count=5`), made into the library's ``MessageArguments``.
struct CommandMessageArguments {
    /// The texts, in order.
    let texts: [String]
    /// `--string-args`: every argument a string.
    let stringsOnly: Bool

    /// By name when some NAME=VALUE binds a MessageFormat message's arguments (`names`, in the order
    /// values given by position bind), else in order.
    func arguments(key: String, names: [String]) throws -> MessageArguments {
        if let named = try named(key: key, names: names) { return .named(named) }
        return .positional(texts.map(typed))
    }

    /// Every argument by name (values alone bind to the names in order); `nil` to bind by position.
    private func named(key: String, names: [String]) throws -> [String: MessageArgument]? {
        guard !names.isEmpty, !stringsOnly else { return nil }
        var named: [String: MessageArgument] = [:]
        var positional: [String] = []
        for argument in texts {
            // A type prefix (s:a=b) makes the whole argument a value.
            guard !["s:", "i:", "d:", "f:"].contains(argument.prefix(2)), let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
                positional.append(argument)
                continue
            }
            let name = String(argument[..<equals])
            guard names.contains(name) else {
                let suggestion = Suggestions.closest(to: name, among: names, within: name.count <= 4 ? 1 : 2)
                throw ValidationError("The message '\(key)' has no argument '\(name)'\(suggestion.map { "; did you mean '\($0)'?" } ?? "") "
                    + "Its arguments are \(names.map { "'\($0)'" }.joined(separator: ", ")).")
            }
            guard named[name] == nil else { throw ValidationError("The argument '\(name)' is given twice.") }
            named[name] = typed(String(argument[argument.index(after: equals)...]))
        }
        guard !named.isEmpty else { return nil }
        guard positional.count <= names.count else {
            throw ValidationError("The message '\(key)' has \(names.count) argument\(names.count == 1 ? "" : "s") but \(texts.count) were given.")
        }
        for (name, value) in zip(names, positional) {
            guard named[name] == nil else { throw ValidationError("The argument '\(name)' is given by position and by name.") }
            named[name] = typed(value)
        }
        return named
    }

    func typed(_ text: String) -> MessageArgument {
        if stringsOnly { return .string(text) }
        let value = String(text.dropFirst(2))
        switch text.prefix(2) {
        case "s:": return .string(value)
        case "i:": if let integer = Int(value) { return .integer(integer) }
        case "d:": if let decimal = try? PluralDecimal(parsing: value) { return .decimal(decimal) }
        case "f:": if let double = Double(value), double.isFinite { return .floatingPoint(double) }
        default: break
        }
        // A prefix with a value of the wrong shape stays text, so the error names it.
        return MessageArgument(inferringFrom: text)
    }
}
