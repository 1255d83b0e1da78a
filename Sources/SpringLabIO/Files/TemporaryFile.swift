import SystemPackage

/// The hidden file beside a destination that ``AtomicFile`` fills, then
/// renames into place (``commit()``) or removes (``discard()``).
///
/// It is registered with ``CleanupRegistry`` before it is created and until
/// it is renamed or removed, so a signal never leaves it behind.
struct TemporaryFile {
    /// The file it replaces once complete (a link's target, not the link).
    let destination: String
    /// How the destination is named in messages: the path the user gave.
    let name: String
    /// `.NAME.tmp-XXXXXXXX` in the destination's directory.
    let path: String
    /// Open for writing until ``commit()`` closes it.
    let descriptor: FileDescriptor
    private var isOpen = true

    /// Longest part of the destination's name kept in the temporary name,
    /// in bytes, so that the hidden name fits where the real one does.
    static let namePrefixLimit = 200

    /// Creates the file exclusively, with the usual permissions (0666 minus
    /// the umask) or `permissions` when given (those of the file it replaces).
    init(replacing destination: String, named name: String, permissions: UInt32?) throws(IOError) {
        let directory = OutputTarget.directory(of: destination)
        let base = Self.prefix(String(destination.dropFirst(directory.count)))
        for _ in 0..<16 {
            let suffix = String(UInt32.random(in: .min ... .max), radix: 16)
            let candidate = directory + "." + base + ".tmp-" + suffix
            CleanupRegistry.shared.addFile(candidate)
            let opened: FileDescriptor
            do {
                opened = try FileDescriptor.open(
                    FilePath(candidate), .writeOnly,
                    options: [.create, .exclusiveCreate, .closeOnExec],
                    permissions: FilePermissions(rawValue: 0o666))
            } catch {
                CleanupRegistry.shared.removeFile(candidate)
                if let errno = error as? Errno, errno == .fileExists { continue }
                throw IOError("cannot write \(name)", caught: error)
            }
            self.destination = destination
            self.name = name
            self.path = candidate
            self.descriptor = opened
            if let permissions {
                do throws(Errno) { try CLibrary.setMode(opened, permissions) } catch {
                    discard()
                    throw IOError("cannot write \(name)", error)
                }
            }
            return
        }
        throw IOError("cannot write \(name)", reason: "no free temporary file name")
    }

    /// Flushes the file to disk (whoever wrote it: `fsync` covers every
    /// write to the file, not only this descriptor's), closes it.
    mutating func finish() throws(IOError) {
        do throws(Errno) { try CLibrary.sync(descriptor) } catch { throw IOError("cannot write \(name)", error) }
        isOpen = false
        do { try descriptor.close() } catch { throw IOError("cannot write \(name)", caught: error) }
    }

    /// Renames the finished file over the destination.
    func rename() throws(IOError) {
        do throws(Errno) { try CLibrary.renameFile(path, to: destination) } catch {
            throw IOError("cannot write \(name)", error)
        }
        CleanupRegistry.shared.removeFile(path)
    }

    /// ``finish()``, then ``rename()``.
    mutating func commit() throws(IOError) {
        try finish()
        try rename()
    }

    /// Closes the file if still open and removes it; the destination is untouched.
    func discard() {
        if isOpen { try? descriptor.close() }
        CLibrary.removeFile(path)
        CleanupRegistry.shared.removeFile(path)
    }

    /// At most ``namePrefixLimit`` bytes of `name`, cut between characters,
    /// with every control character and line or paragraph separator as `_`:
    /// the temporary name may be handed to another program (gnuplot), which
    /// cannot be given such a name in a script.
    static func prefix(_ name: String) -> String {
        var kept = ""
        for character in name {
            let unsafe = character.unicodeScalars.contains {
                switch $0.properties.generalCategory {
                case .control, .lineSeparator, .paragraphSeparator: return true
                default: return false
                }
            }
            let shown: Character = unsafe ? "_" : character
            guard kept.utf8.count + shown.utf8.count <= namePrefixLimit else { break }
            kept.append(shown)
        }
        return kept
    }
}
