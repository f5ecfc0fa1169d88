// Writing a file a person named without ever destroying anything by mistake (docs/guide.md,
// "Records"): the path is checked before anything is written (an absent file in a directory that
// exists, or a regular file that may be written; a symbolic link stands for the file it names,
// which is written and the link kept), and every write goes to a unique temporary file beside the
// target (mkstemp), renamed over it only when whole, with the target's mode, signals held meanwhile
// so that no temporary file is ever left behind. A file that exists is replaced only when the
// caller says it may be.
#pragma once

#include <string>
#include <string_view>

namespace marienbad {

enum class TargetProblem {
    none,
    empty,              // no path at all
    directory,          // a directory, or a path ending with '/'
    not_regular,        // a device, a pipe, a socket
    link_loop,          // a symbolic link in a loop of links
    read_only,          // a file that may not be written
    missing_directory,  // the directory it would go in does not exist
    directory_closed,   // the directory it would go in may not be written
};

struct WriteTarget {
    std::string path;                             // the file that will be written
    bool through_link = false;                    // the path given was a symbolic link to it
    TargetProblem problem = TargetProblem::none;  // when not none, nothing may be written
};

// Where a file named `path` would be written, or why it may not be.
WriteTarget check_write_target(const std::string& path);

enum class WriteOutcome {
    written,
    exists,  // the file exists and may not be replaced: nothing written
    failed,  // not written (a full disk, a directory gone, the file turned into something else)
};

// Writes `text` to `path` whole or not at all: through a temporary file beside it, renamed over
// the file when `replace` (which must then be absent or a regular file, whose mode is kept), else
// linked to its name only if nothing has it (so that nothing is ever replaced).
WriteOutcome write_file_atomically(const std::string& path, std::string_view text, bool replace);

}  // namespace marienbad
