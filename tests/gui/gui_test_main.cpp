// The window's tests run in Qt's application on the offscreen platform (no display needed), with
// QSettings in Qt's test location (never the user's), then GoogleTest's runner.
#include <gtest/gtest.h>

#include <QApplication>
#include <QStandardPaths>
#include <cstdlib>

int main(int argc, char** argv) {
    setenv("QT_QPA_PLATFORM", "offscreen", 1);
    QStandardPaths::setTestModeEnabled(true);
    ::testing::InitGoogleTest(&argc, argv);
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("marienbad-tests"));
    QApplication::setOrganizationName(QStringLiteral("marienbad-tests"));
    return RUN_ALL_TESTS();
}
