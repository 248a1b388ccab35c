/**
 * Imported first by the sandbox's entry points: silences two SDK notices that say nothing about
 * this product (the v2 SDK inside the Cognito emulator; the v3 SDK's note on Node 20, which the
 * sandbox runs on while the Lambdas run Node 22).
 */
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
