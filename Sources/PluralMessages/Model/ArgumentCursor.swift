/// Which argument each part of a format takes: the one rule that the renderer, lint, preview,
/// the writers and the `.xcstrings` reader follow.
///
/// - A conversion with a position (`%2$@`) takes that argument; one without (`%d`) takes the next
///   argument and moves on.
/// - A variable reference (`%#@name@`, `%2$#@name@`) moves on like a conversion; the argument it
///   selects on is its `.xcstrings` `argNum` (or its MessageFormat argument) when it has one,
///   else its position, else the next argument.
/// - In a variable's forms the next argument starts at the variable's own (`"%lu of %lu"` shows
///   the count, then the argument after it) and `%arg` is the variable's own; in a whole text and
///   in the forms of a whole-string plural variation it starts at 1.
/// - Java's `%<s` (Android) takes the argument the conversion before it took.
/// - A MessageFormat `{name}` takes the argument of that name, in the message's order of first
///   appearance (``LocalizedMessage/argumentNames``).
///
/// Three integers: copying one costs nothing, so the renderer keeps one per text it renders.
struct ArgumentCursor: Hashable, Sendable {
    /// The argument the next conversion without a position takes.
    private(set) var next: Int
    /// The argument of the variable whose forms these are (`%arg`); `nil` outside a variable.
    let own: Int?
    /// The argument the last conversion took (Java's `%<s` takes it again); 0 before any.
    private(set) var last = 0

    /// A whole text, or a form of a whole-string plural variation.
    static let top = ArgumentCursor(next: 1, own: nil)

    /// The forms of a variable selecting on the argument at `position`.
    static func forms(of position: Int) -> ArgumentCursor {
        ArgumentCursor(next: position, own: position)
    }

    private init(next: Int, own: Int?) {
        self.next = next
        self.own = own
    }

    /// The argument a conversion shows; moves on when it has no position.
    @inline(__always)
    mutating func take(_ specifier: FormatSpecifier) -> Int {
        if let position = specifier.position {
            last = position
        } else if !specifier.previousArgument {
            last = next
            next += 1
        }
        return last
    }

    /// The argument a variable reference names (its position, else the next one); moves on when
    /// it has no position.
    @inline(__always)
    mutating func take(variable explicit: Int?) -> Int {
        guard let explicit else {
            defer { next += 1 }
            return next
        }
        return explicit
    }

    /// The argument a variable selects on: its `argNum` (`.xcstrings`) or MessageFormat
    /// argument when it has one, else the argument its reference names.
    @inline(__always)
    static func selected(by variable: MessageVariable?, referenced: Int) -> Int {
        variable?.argumentNumber ?? referenced
    }

    /// The argument of a MessageFormat `{name}`, 1-based, in a message's argument names.
    @inline(__always)
    static func position(ofArgument name: String, in names: [String]) -> Int? {
        names.firstIndex(of: name).map { $0 + 1 }
    }
}

extension MessageText {
    /// Each printf conversion with the argument it shows, when the text is read with `cursor`.
    func conversions(from cursor: ArgumentCursor) -> [(specifier: FormatSpecifier, position: Int, offset: Int)] {
        var cursor = cursor
        var found: [(specifier: FormatSpecifier, position: Int, offset: Int)] = []
        for segment in segments {
            switch segment {
            case let .specifier(specifier, offset): found.append((specifier, cursor.take(specifier), offset))
            case let .variable(_, explicit, _): _ = cursor.take(variable: explicit)
            case .literal, .substitutionArgument, .argument, .pluralNumber: break
            }
        }
        return found
    }
}
