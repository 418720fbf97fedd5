/// How ICU reads an ICU number skeleton into stems and options (`number_skeletons.cpp`,
/// `skeleton::parseSkeleton`): code point by code point, stems separated by Pattern_White_Space
/// (U+0009–U+000D, U+0020, U+0085, U+200E, U+200F, U+2028, U+2029) and a stem's options by `/`.
///
/// One tokenizer for every reader of skeletons in the package (the formatter's precision skeletons,
/// ICU MessageFormat's `::` styles, the Swift MessageFormat parser), on Unicode scalars: a Swift
/// `Character` may join a separator to its neighbour ("\r\n" is one `Character`, two separators).
package enum NumberSkeletonSyntax {
    /// Whether ICU separates stems at the scalar (NBSP U+00A0 and other spaces are no separators).
    static func isStemSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isPatternWhitespace
    }

    /// The stems of a skeleton, without empty ones.
    package static func stems(of skeleton: some StringProtocol) -> [String] {
        var stems: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in skeleton.unicodeScalars {
            if isStemSeparator(scalar) {
                if !current.isEmpty { stems.append(String(current)) }
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { stems.append(String(current)) }
        return stems
    }

    /// A stem split at every `/`: the stem's name, then its options (empty ones kept).
    package static func parts(of stem: String) -> [String] {
        stem.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
    }
}
