import Foundation
import PluralCore

/// Where a key's message is in a ``MessageTable``: the file's entries (by the order files were
/// added) and the entry's number in them. Eight bytes, so that a table's index of keys costs
/// little beside the files' bytes.
struct MessageSlot: Hashable, Sendable {
    var source: UInt32
    var entry: UInt32
}

/// Where an entry is in a file's bytes: from `start` up to `end`.
struct ByteRange: Hashable, Sendable {
    let start: UInt32
    let end: UInt32
}

/// The messages one file gives a table, by entry number: decoded from the file's bytes when they
/// are asked for (a reader that keeps the bytes and where each entry is), or held as read.
///
/// Entries never change once read, so a message decoded twice is the same message.
protocol MessageEntries: AnyObject, Sendable {
    /// The file's kind.
    var kind: MessageOrigin.Kind { get }
    /// The file, when the entries came from one.
    var file: URL? { get }
    /// Whether ``message(entry:key:language:)`` decodes (so lookups keep what they decoded), rather
    /// than handing out a message held already.
    var decodesOnDemand: Bool { get }
    /// The message of an entry, as the file's reader reads it: decoded each time it is asked for.
    func message(entry: Int, key: String, language: String) -> LocalizedMessage
    /// Whether the file's reader found each entry's key once in the file (so that a ``SourceLocator``
    /// need not look for repeated entries); `false` when it does not know.
    var keysAreUnique: Bool { get }
}

extension MessageEntries {
    /// Readers that index a file's bytes decode on demand; those that read it whole say otherwise.
    var decodesOnDemand: Bool { true }
    /// A reader that indexes a file refuses a key given twice (the file is then read whole), so its
    /// keys are unique unless it says otherwise; a file read whole may repeat them.
    var keysAreUnique: Bool { decodesOnDemand }
}

/// The entries of one file and its keys by language (a catalog has many languages; other files one).
struct IndexedFile {
    let entries: any MessageEntries
    /// Language, then key, then the entry's slot.
    var keys: [String: [String: MessageSlot]]
}

/// What a table decoded and keeps: the messages lookups decoded, by slot, and every message at
/// once when ``MessageTable/messages`` was asked for. Shared by copies of a table until one of them
/// adds a file (then it gets a new one: slot numbers are a table's own).
final class DecodedMessages: Sendable {
    let bySlot = Locked<[MessageSlot: LocalizedMessage]>([:])
    let all = Locked<[String: [String: LocalizedMessage]]?>(nil)
}
