import Foundation
import PluralLocalization

/// A part of a format with the argument it shows, resolved the way ``MessageRenderer`` resolves
/// positions: what writers translate, so a written message shows the same arguments as the read one.
enum ResolvedPart: Hashable {
    /// Text as shown (`%%` already `%`).
    case literal(String)
    /// A conversion of the argument at `position` (the specifier's own position cleared); `%arg`
    /// resolves to its substitution's conversion.
    case conversion(position: Int, FormatSpecifier)
    /// A variable, selecting on the argument at `position` (after an `.xcstrings` `argNum`).
    case variable(name: String, position: Int)
}

/// Where a format is rendered: the position of its first conversion without one, and, inside a
/// variable's form, the variable's argument and value type (what `%arg` shows).
struct FormatContext: Hashable {
    var firstUnpositioned: Int
    var ownPosition: Int?
    var ownSpecifier: FormatSpecifier?

    /// A whole text or a whole-string plural form: conversions count from 1.
    static let top = FormatContext(firstUnpositioned: 1, ownPosition: nil, ownSpecifier: nil)

    /// The forms of a variable selecting on `position`.
    static func forms(of position: Int, specifier: FormatSpecifier?) -> FormatContext {
        FormatContext(firstUnpositioned: position, ownPosition: position, ownSpecifier: specifier)
    }
}

extension MessageText {
    /// The parts with their positions in a context; `argumentNumbers` are the variables' `argNum`s.
    /// `nil` when the format does not parse.
    func resolved(in context: FormatContext, argumentNumbers: (String) -> Int?) -> [ResolvedPart]? {
        guard case let .success(format) = parsed else { return nil }
        return Self.resolve(format.segments, in: context, argumentNumbers: argumentNumbers)
    }

    static func resolve(_ segments: [FormatSegment], in context: FormatContext, argumentNumbers: (String) -> Int?) -> [ResolvedPart] {
        var next = context.firstUnpositioned
        var parts: [ResolvedPart] = []
        for segment in segments {
            switch segment {
            case let .literal(text):
                if case let .literal(previous)? = parts.last {
                    parts[parts.count - 1] = .literal(previous + text)
                } else {
                    parts.append(.literal(text))
                }
            case let .specifier(specifier, _):
                let position = specifier.position ?? next
                if specifier.position == nil { next += 1 }
                var bare = specifier
                bare.position = nil
                parts.append(.conversion(position: position, bare))
            case .substitutionArgument:
                var specifier = context.ownSpecifier ?? FormatSpecifier()
                if context.ownSpecifier == nil { specifier.conversion = "@" }
                specifier.position = nil
                parts.append(.conversion(position: context.ownPosition ?? 0, specifier))
            case let .variable(name, explicit, _):
                var position = explicit ?? next
                if explicit == nil { next += 1 }
                if let number = argumentNumbers(name) { position = number }
                parts.append(.variable(name: name, position: position))
            case .argument, .pluralNumber:
                // MessageFormat parts: writers turn MessageFormat messages into printf ones first
                // (``PrintfConversion``), so these are never resolved.
                break
            }
        }
        return parts
    }

    /// A printf format (for `.stringsdict` and `.xcstrings`) that shows `parts`, every argument
    /// at an explicit position so that it means the same in any context.
    /// With `substitutionArgument`, the conversions of that argument by that specifier are `%arg`.
    static func appleFormat(_ parts: [ResolvedPart], substitutionArgument: (position: Int, specifier: FormatSpecifier)? = nil) -> String {
        var text = ""
        for part in parts {
            switch part {
            case let .literal(literal): text += literal.replacingOccurrences(of: "%", with: "%%")
            case let .conversion(position, specifier)
                where substitutionArgument.map { $0.position == position && $0.specifier == specifier } == true:
                text += "%arg"
            case let .conversion(position, specifier):
                var positioned = specifier
                positioned.position = position
                text += positioned.description
            case let .variable(name, position): text += "%\(position)$#@\(name)@"
            }
        }
        return text
    }
}

extension MessageBody {
    /// The argument positions a body needs, and the variables they reach, as the renderer walks
    /// it; `visit` sees each variable reference with its position.
    func walk(
        scope: [String: MessageVariable], context: FormatContext = .top, depth: Int = 0,
        visit: (_ name: String, _ variable: MessageVariable?, _ position: Int, _ scope: [String: MessageVariable]) -> Void,
        conversion: (_ position: Int, _ specifier: FormatSpecifier) -> Void
    ) {
        guard depth < MessageRenderer.maximumNestingDepth else { return }
        switch self {
        case let .text(text):
            text.walk(scope: scope, context: context, depth: depth, visit: visit, conversion: conversion)
        case let .plural(argument, forms):
            for form in forms.values {
                form.walk(scope: scope, context: .top, depth: depth + 1, visit: visit, conversion: conversion)
            }
            _ = argument
        case let .device(variants):
            for variant in variants.values { variant.walk(scope: scope, context: context, depth: depth + 1, visit: visit, conversion: conversion) }
        case let .width(variants):
            for variant in variants { variant.body.walk(scope: scope, context: context, depth: depth + 1, visit: visit, conversion: conversion) }
        case let .scoped(inner, variables):
            inner.walk(scope: variables, context: context, depth: depth + 1, visit: visit, conversion: conversion)
        case .invalid:
            break
        }
    }
}

extension MessageText {
    func walk(
        scope: [String: MessageVariable], context: FormatContext, depth: Int,
        visit: (_ name: String, _ variable: MessageVariable?, _ position: Int, _ scope: [String: MessageVariable]) -> Void,
        conversion: (_ position: Int, _ specifier: FormatSpecifier) -> Void
    ) {
        guard depth < MessageRenderer.maximumNestingDepth,
              let parts = resolved(in: context, argumentNumbers: { scope[$0]?.argumentNumber }) else { return }
        for part in parts {
            switch part {
            case .literal: break
            case let .conversion(position, specifier): conversion(position, specifier)
            case let .variable(name, position):
                let variable = scope[name]
                visit(name, variable, position, scope)
                guard let variable else { continue }
                let inner = FormatContext.forms(of: position, specifier: variable.valueSpecifier)
                for form in variable.forms.values { form.walk(scope: scope, context: inner, depth: depth + 1, visit: visit, conversion: conversion) }
                for form in variable.genderForms.values { form.walk(scope: scope, context: inner, depth: depth + 1, visit: visit, conversion: conversion) }
            }
        }
    }
}

/// What the plural rules of a language say about zero, for writing a `zero` form or `=0`.
enum ZeroForms {
    /// Whether the language's `zero` category holds 0 and nothing else, so that under Apple's zero
    /// policy a `zero` form and an `=0` form mean the same.
    static func zeroCategoryIsExactlyZero(_ rules: any PluralRules) -> Bool {
        guard rules.categories.contains(.zero), rules.category(for: 0) == .zero else { return false }
        if (1...1_000).contains(where: { rules.category(for: $0) == .zero }) { return false }
        for text in ["0.5", "1.5", "10.0", "0.1", "100.0"] {
            if let decimal = try? PluralDecimal(parsing: text), (try? rules.category(for: decimal)) == .zero { return false }
        }
        return true
    }

    /// Whether the language has a `zero` category that holds 0 (MessageFormat's `zero` keyword
    /// then serves 0 as Apple's zero policy does).
    static func zeroCategoryHoldsZero(_ rules: any PluralRules) -> Bool {
        rules.categories.contains(.zero) && rules.category(for: 0) == .zero
    }
}
