// Checked targets and whole-or-nothing writes (safe_file.hpp), on POSIX calls.
#include "records/safe_file.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace marienbad {
namespace {

// The most symbolic links followed one to the next (as the system itself follows them).
constexpr int k_most_link_hops = 40;

// The signals that end the program by default, held from the creation of a temporary file to its
// rename or removal, so that none leaves it behind; delivered when released (SIGKILL cannot be
// held: a temporary file may then remain, named .marienbad-XXXXXX).
class SignalHold {
  public:
    SignalHold() {
        sigset_t held;
        sigemptyset(&held);
        for (const int signal :
             {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGXFSZ}) {
            sigaddset(&held, signal);
        }
        sigprocmask(SIG_BLOCK, &held, &before_);
    }
    ~SignalHold() {
        // A file grown past the size the system allows is a failed write, not the end of the
        // program: its signal (SIGXFSZ) is taken back, the others delivered.
        sigset_t pending;
        sigemptyset(&pending);
        if (sigpending(&pending) == 0 && sigismember(&pending, SIGXFSZ) == 1) {
            sigset_t file_size;
            sigemptyset(&file_size);
            sigaddset(&file_size, SIGXFSZ);
            const timespec at_once{};
            sigtimedwait(&file_size, nullptr, &at_once);
        }
        sigprocmask(SIG_SETMASK, &before_, nullptr);
    }
    SignalHold(const SignalHold&) = delete;
    SignalHold& operator=(const SignalHold&) = delete;

  private:
    sigset_t before_{};
};

// The directory a file goes in: "." for a bare name.
std::string directory_of(const std::string& path) {
    const std::string parent = std::filesystem::path(path).parent_path().string();
    return parent.empty() ? "." : parent;
}

// A temporary file of ours beside `path`: its name and an open descriptor, -1 when none could be
// made.
struct TemporaryFile {
    std::string name;
    int descriptor = -1;
};

TemporaryFile make_temporary_beside(const std::string& path) {
    TemporaryFile file{directory_of(path) + "/.marienbad-XXXXXX"};
    file.descriptor = mkstemp(file.name.data());
    return file;
}

// What a new file's mode is: read and write for all, less the umask.
mode_t new_file_mode() {
    const mode_t mask = umask(0);
    umask(mask);
    return static_cast<mode_t>(0666U & ~mask);
}

bool write_all(int descriptor, std::string_view text) {
    while (!text.empty()) {
        const ssize_t written = write(descriptor, text.data(), text.size());
        if (written < 0) {
            if (errno == EINTR) {
                continue;
            }
            return false;
        }
        text.remove_prefix(static_cast<std::size_t>(written));
    }
    return true;
}

TargetProblem problem_of_existing(const struct stat& status) {
    if (S_ISDIR(status.st_mode)) {
        return TargetProblem::directory;
    }
    if (!S_ISREG(status.st_mode)) {
        return TargetProblem::not_regular;
    }
    return TargetProblem::none;
}

// Gives the temporary file the name `path` only if nothing has it: renamed without replacing, or
// where the file system cannot do that, linked (the temporary name is removed after).
WriteOutcome give_name(const std::string& temporary, const std::string& path) {
    int result = renameat2(AT_FDCWD, temporary.c_str(), AT_FDCWD, path.c_str(), RENAME_NOREPLACE);
    if (result != 0 && (errno == EINVAL || errno == ENOSYS)) {
        result = link(temporary.c_str(), path.c_str());
        if (result == 0) {
            unlink(temporary.c_str());
        }
    }
    return result == 0       ? WriteOutcome::written
           : errno == EEXIST ? WriteOutcome::exists
                             : WriteOutcome::failed;
}

}  // namespace

WriteTarget check_write_target(const std::string& path) {
    WriteTarget target{path};
    if (path.empty()) {
        target.problem = TargetProblem::empty;
        return target;
    }
    if (path.back() == '/') {
        target.problem = TargetProblem::directory;
        return target;
    }
    struct stat status {};
    // A symbolic link stands for the file it names, which may not exist yet (a link to a loop
    // stands for nothing).
    for (int hops = 0; lstat(target.path.c_str(), &status) == 0 && S_ISLNK(status.st_mode);
         ++hops) {
        std::error_code error;
        const std::filesystem::path named = std::filesystem::read_symlink(target.path, error);
        if (error || named.empty() || hops == k_most_link_hops) {
            target.problem = TargetProblem::link_loop;
            return target;
        }
        target.path = (std::filesystem::path(target.path).parent_path() / named).string();
        target.through_link = true;
    }
    if (stat(target.path.c_str(), &status) == 0) {
        target.problem = problem_of_existing(status);
        if (target.problem == TargetProblem::none &&
            (access(target.path.c_str(), W_OK) != 0 || (status.st_mode & 0222U) == 0)) {
            target.problem = TargetProblem::read_only;
        }
        if (target.problem != TargetProblem::none) {
            return target;
        }
    } else if (errno != ENOENT) {
        target.problem =
            errno == EACCES ? TargetProblem::directory_closed : TargetProblem::missing_directory;
        return target;
    }
    const std::string directory = directory_of(target.path);
    if (stat(directory.c_str(), &status) != 0 || !S_ISDIR(status.st_mode)) {
        target.problem = TargetProblem::missing_directory;
        return target;
    }
    // Whether a file can be made there, as each write will make one: tried once.
    const SignalHold hold;
    const TemporaryFile probe = make_temporary_beside(target.path);
    if (probe.descriptor < 0) {
        target.problem = TargetProblem::directory_closed;
        return target;
    }
    close(probe.descriptor);
    unlink(probe.name.c_str());
    return target;
}

WriteOutcome write_file_atomically(const std::string& path, std::string_view text, bool replace) {
    const SignalHold hold;
    mode_t mode = new_file_mode();
    struct stat status {};
    const bool exists = lstat(path.c_str(), &status) == 0;
    if (exists && !replace) {
        return WriteOutcome::exists;
    }
    if (exists && !S_ISREG(status.st_mode)) {
        return WriteOutcome::failed;  // it turned into something else since it was checked
    }
    TemporaryFile temporary = make_temporary_beside(path);
    if (temporary.descriptor < 0) {
        return WriteOutcome::failed;
    }
    bool whole = write_all(temporary.descriptor, text);
    if (exists) {
        mode = static_cast<mode_t>(status.st_mode & 07777U);
        // Its owner and group too, where the system lets us (best effort: else ours).
        [[maybe_unused]] const int owned =
            fchown(temporary.descriptor, status.st_uid, status.st_gid);
    }
    whole = fchmod(temporary.descriptor, mode) == 0 && whole;
    whole = close(temporary.descriptor) == 0 && whole;
    WriteOutcome outcome = WriteOutcome::failed;
    if (whole && replace) {
        outcome = rename(temporary.name.c_str(), path.c_str()) == 0 ? WriteOutcome::written
                                                                    : WriteOutcome::failed;
    } else if (whole) {
        outcome = give_name(temporary.name, path);
    }
    if (outcome != WriteOutcome::written) {
        unlink(temporary.name.c_str());
    }
    return outcome;
}

}  // namespace marienbad
