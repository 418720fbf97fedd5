// The first plural answer in a fresh process, timed from the start of `main`: run it many times
// (Scripts/cold-start.sh) and take the median. The clock starts after the arguments are read. It links the pure-Swift engine only, as a program
// that depends on CLDRPlural alone does. Usage: plural-cold-start [identifier|locale|ordinal|none]
#if canImport(Glibc)
import Glibc
#endif
import CLDRPlural
import FoundationEssentials

@inline(never)
func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

let mode = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "identifier"
let start = nanoseconds()
var category = PluralCategory.other
switch mode {
case "none":
    // The harness alone (reading the mode): the floor under the other cases.
    break
case "locale":
    category = try CLDRPluralRules.shared(for: Locale(identifier: "ru_RU")).category(for: 5)
case "ordinal":
    category = try CLDRPluralRules.shared(for: "en", type: .ordinal).category(for: 22)
default:
    category = try CLDRPluralRules.shared(for: "ru").category(for: 5)
}
let end = nanoseconds()
print(end - start, category)
