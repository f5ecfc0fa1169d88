// The window's start and end: the display, Qt, the language, the signals, the flow opened.
#include "gui/gui_app.hpp"

#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#include <QApplication>
#include <QSocketNotifier>
#include <csignal>
#include <cstdlib>
#include <cstring>

#include "games/common_parameters.hpp"
#include "gui/main_window.hpp"
#include "gui/qt_translations.hpp"
#include "i18n/i18n.hpp"
#include "play/game_setup.hpp"

namespace marienbad {
namespace {

// Whether something listens on the local X server's socket of display ":N".
bool local_x_server_listens(const std::string& display) {
    const std::size_t dot = display.find('.');
    const std::string number =
        display.substr(1, dot == std::string::npos ? std::string::npos : dot - 1);
    const std::string path = "/tmp/.X11-unix/X" + number;
    const int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        return false;
    }
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::strncpy(address.sun_path, path.c_str(), sizeof(address.sun_path) - 1);
    const bool listens =
        connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof(address)) == 0;
    close(fd);
    return listens;
}

// Opens the flow where the window starts.
void open_flow(GameFlow& flow, GuiStart& start, const WindowSettings& settings) {
    if (start.resumed) {
        flow.resume(*start.game, std::move(start.resumed), start.opening);
    } else if (start.game != nullptr) {
        if (leaves_questions(*start.game, start.values)) {
            flow.open_form(*start.game, with_remembered(*start.game, start.values, settings));
        } else {
            flow.open_game(*start.game, start.values);
        }
    } else if (settings.last_game) {
        for (const GameDescription* game : flow.games()) {
            if (game->name() == settings.last_game->name) {
                flow.open_form(*game, recalled_values(*game, *settings.last_game));
                return;
            }
        }
        flow.open_list();
    } else {
        flow.open_list();
    }
}

// The window's run in Qt; the signal that stopped it, 0 when the person quit.
int run_window(GuiStart& start, int signal_fd) {
    const Language language = language_from_environment();
    int argc = 1;
    char name[] = "marienbad";
    char* argv[] = {name, nullptr};
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("marienbad"));
    QApplication::setOrganizationName(QStringLiteral("marienbad"));
    // Qt sets the locale from the environment: the language chosen is made active again.
    activate_language(language, default_locale_directory());
    const auto qt_texts = install_qt_translations(language);

    const WindowSettings settings = load_window_settings();
    GameFlow flow(FlowOptions{start.explain, start.seed, start.changed, true,
                              start.animation ? k_computer_pace : std::chrono::milliseconds(0)});
    open_flow(flow, start, settings);
    const char* report = std::getenv("MARIENBAD_LAYOUT_REPORT");
    MainWindow window(flow, WindowOptions{start.animation, settings,
                                          report != nullptr && std::string(report) == "1"});

    int stop_signal = 0;
    QSocketNotifier stops(signal_fd, QSocketNotifier::Read);
    QObject::connect(&stops, &QSocketNotifier::activated, &window, [&] {
        signalfd_siginfo info{};
        if (read(signal_fd, &info, sizeof(info)) == static_cast<ssize_t>(sizeof(info))) {
            stop_signal = static_cast<int>(info.ssi_signo);
            // Whatever is open (the first new-game dialog, a question) closes, then the window.
            window.stop();
            QApplication::quit();
        }
    });
    if (!window.begin()) {
        return stop_signal;  // cancelled with no game, or stopped by a signal
    }
    window.show();
    QApplication::exec();
    return stop_signal;
}

}  // namespace

void check_display() {
    const auto set = [](const char* name) {
        const char* value = std::getenv(name);
        return value != nullptr && *value != '\0';
    };
    if (set("QT_QPA_PLATFORM") || set("WAYLAND_DISPLAY")) {
        return;
    }
    if (!set("DISPLAY")) {
        throw DisplayUnavailable(tr("no display to open a window on (DISPLAY is not set)"));
    }
    const std::string display = std::getenv("DISPLAY");
    if (display.starts_with(':') && !local_x_server_listens(display)) {
        throw DisplayUnavailable(trf("no X server answers on display {0}", display));
    }
}

GuiEnd run_gui(GuiStart start) {
    check_display();
    // The stop signals are read from a file descriptor in the event loop, blocked before Qt
    // starts any thread (which inherit the mask).
    sigset_t stops;
    sigemptyset(&stops);
    for (const int signal : {SIGINT, SIGTERM, SIGHUP}) {
        sigaddset(&stops, signal);
    }
    sigset_t previous;
    pthread_sigmask(SIG_BLOCK, &stops, &previous);
    const int signal_fd = signalfd(-1, &stops, SFD_CLOEXEC | SFD_NONBLOCK);
    int stop_signal = 0;
    try {
        stop_signal = run_window(start, signal_fd);
    } catch (...) {
        close(signal_fd);
        pthread_sigmask(SIG_SETMASK, &previous, nullptr);
        throw;
    }
    close(signal_fd);
    if (stop_signal != 0) {
        std::signal(stop_signal, SIG_DFL);
        pthread_sigmask(SIG_SETMASK, &previous, nullptr);
        std::raise(stop_signal);
        return GuiEnd::stopped;
    }
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    return GuiEnd::quit;
}

}  // namespace marienbad
