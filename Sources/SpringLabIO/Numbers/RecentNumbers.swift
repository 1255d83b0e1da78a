/// Where a ``ByteBuffer`` holds the texts of the numbers written into it
/// last, by bit pattern: a table whose rows repeat numbers (a sweep writes
/// each swept value in several columns, and constants in every row) copies
/// their text from earlier in the buffer instead of formatting it again.
///
/// A direct-mapped cache of ``slotCount`` entries: a number's bits pick its
/// slot (Fibonacci hashing), and a number whose slot holds other bits is
/// formatted and takes the slot. The same bits always give the same text,
/// so the output never depends on what the cache holds. A slot keeps where
/// the text lies rather than a copy of it: reading back bytes just written
/// would wait for the stores to land, and a copy is needed only on a hit.
///
/// The entries refer to one buffer's bytes: ``forgetAll()`` whenever that
/// buffer is emptied.
struct RecentNumbers: Sendable {
    fileprivate struct Slot: Sendable {
        var bits: UInt64
        /// Where the text starts in the buffer, and its length (0: empty slot).
        var start: Int
        var count: Int
    }

    private var slots: [Slot]

    /// Enough for the distinct numbers of a wide row, few enough to stay in
    /// the L1 cache (6 KiB); a slot is picked by the top 8 bits of a hash.
    /// A sweep's row brings some ten new numbers: with 64 slots they took the
    /// slot of a constant every few rows, which was then formatted again.
    static let slotCount = 256

    init() {
        slots = Array(repeating: Slot(bits: 0, start: 0, count: 0), count: Self.slotCount)
    }

    /// Empties every slot.
    mutating func forgetAll() {
        slots.withUnsafeMutableBufferPointer { slots in
            for index in slots.indices { slots[index].count = 0 }
        }
    }

    /// The slots' memory, for the fields of one row or one field (``Cache``):
    /// valid only inside `body`.
    @inline(__always)
    mutating func withCache<R>(_ body: (Cache) -> R) -> R {
        slots.withUnsafeMutableBufferPointer { body(Cache(slots: $0.baseAddress!)) }
    }

    /// The slots seen through their memory, so that the numbers of a row
    /// consult them without checking, number by number, that the slots'
    /// array is not shared.
    struct Cache {
        fileprivate let slots: UnsafeMutablePointer<Slot>

        /// The slot of the number with these bits.
        @inline(__always)
        private static func slot(of bits: UInt64) -> Int {
            Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) &>> 56)
        }

        /// Where the text of `bits` lies, if a slot holds it.
        @inline(__always)
        func text(of bits: UInt64) -> (start: Int, count: Int)? {
            let slot = slots[Self.slot(of: bits)]
            return slot.bits == bits && slot.count != 0 ? (slot.start, slot.count) : nil
        }

        /// Notes that the text of `bits` lies at `start`, `count` bytes long.
        @inline(__always)
        func remember(_ bits: UInt64, start: Int, count: Int) {
            slots[Self.slot(of: bits)] = Slot(bits: bits, start: start, count: count)
        }

        /// Copies the text of `value` to `base + start` from earlier in the
        /// same memory, when a slot knows where it is, and returns its length;
        /// nil when no slot does (the caller formats it and ``remember(_:start:count:)``s it).
        ///
        /// - Precondition: `base` is the buffer the slots refer to, with
        ///   ``RoundTripText/maximumLength`` bytes of room at `start` (and after
        ///   every text remembered, as there was when it was written).
        @inline(__always)
        func copy(_ value: Double, in base: UnsafeMutablePointer<UInt8>, to start: Int) -> Int? {
            guard let (source, count) = text(of: value.bitPattern) else { return nil }
            let text = UnsafeRawPointer(base + source).loadUnaligned(as: SIMD32<UInt8>.self)
            UnsafeMutableRawPointer(base + start).storeBytes(of: text, as: SIMD32<UInt8>.self)
            return count
        }
    }
}
