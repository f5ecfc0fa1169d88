// The main of accessible_events_tests: Qt's application on the display it is given (X, with a
// screen reader's bus: tests/window/accessible.sh), QSettings in Qt's test location, then
// GoogleTest's runner.
#include <gtest/gtest.h>

#include <QApplication>
#include <QStandardPaths>

int main(int argc, char** argv) {
    QStandardPaths::setTestModeEnabled(true);
    ::testing::InitGoogleTest(&argc, argv);
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("marienbad-tests"));
    QApplication::setOrganizationName(QStringLiteral("marienbad-tests"));
    return RUN_ALL_TESTS();
}
