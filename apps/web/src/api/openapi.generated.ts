// Generated from /docs/json by `npm run api:types`; do not edit.
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 运行状态（含数据库） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            database: {
                                /** @enum {string} */
                                state: "up" | "down";
                                latencyMs: number;
                            };
                            uptimeSeconds: number;
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            database: {
                                /** @enum {string} */
                                state: "up" | "down";
                                latencyMs: number;
                            };
                            uptimeSeconds: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 超级管理员密码登录 / 刷新令牌（表单 grant_type=password|refresh_token） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        grant_type: "password";
                        username: string;
                        password: string;
                    } | {
                        /** @enum {string} */
                        grant_type: "refresh_token";
                        refresh_token?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            refresh_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            expires_in: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            error_description: string;
                        };
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 当前用户的角色与菜单 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            roleName: string;
                            userName: string;
                            kind: string;
                            passwordMustChange: boolean;
                            menus: components["schemas"]["UserMenu"][];
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/login/enterprise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 跳转到企业用户统一身份认证 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 跳转到统一身份认证的登录页 */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/getenterpriseuser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 以统一身份认证返回的 code 换取平台令牌 */
        get: {
            parameters: {
                query: {
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            token?: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            token?: string;
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/login/manage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 跳转到管理用户统一身份认证 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 跳转到统一身份认证的登录页 */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/getmanageuser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 以统一身份认证返回的 code 换取平台令牌 */
        get: {
            parameters: {
                query: {
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            token?: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            token?: string;
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 退出登录（answer: 下一步跳转地址） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                redirectUrl: string;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 当前账号信息 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                username: string;
                                displayName: string;
                                roleName: string;
                                kind: string;
                                enterpriseName: string | null;
                                lastLoginAt: string | null;
                                passwordMustChange: boolean;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改密码（超级管理员） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        oldPassword: string;
                        newPassword: string;
                        confirmPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: null;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterprise/checkenterprisecommitletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业是否已提交承诺书（非企业用户恒为 true） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: boolean;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterprise/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业查询列表（分页；format=xlsx 导出） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    keyword?: string;
                    inPark?: number;
                    socialCreditCode?: string;
                    qualificationLevel?: number;
                    enterpriseType?: string;
                    area?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    enterpriseName: string;
                                    socialCreditCode: string;
                                    qualificationLevel: number | null;
                                    qualificationLevelDescription: string;
                                    enterpriseType: string;
                                    county: string;
                                    contactPerson: string;
                                    contactPhone: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterprise/single": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业基本信息（企业用户不传 id 即本企业） */
        get: {
            parameters: {
                query?: {
                    id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                id: number;
                                socialCreditCode: string;
                                enterpriseName: string;
                                legalRepresentative: string;
                                corporateIDCard: string;
                                province: string;
                                area: string;
                                county: string;
                                enterpriseType: string;
                                registeredCapital: number;
                                contactPerson: string;
                                contactPhone: string;
                                fixedTelephone: string | null;
                                email: string;
                                enterpriseURL: string | null;
                                enterpriseEstablishmentTime: string;
                                officeAddress: string;
                                registeredAddress: string;
                                businessscope: string;
                                remarks: string | null;
                                provinceName: string;
                                areaName: string;
                                countyName: string;
                                enterpriseDescription: string;
                                qualificationLevel: number | null;
                                qualificationLevelDescription: string;
                                commitLetterSubmitted: boolean;
                                createTime: string;
                                enterpriseAnnexes: {
                                    id: number;
                                    fileName: string;
                                    fileType: string;
                                    createTime: string;
                                    relativePath: string;
                                }[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterprise/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业名称是否已被其他企业使用 */
        get: {
            parameters: {
                query: {
                    enterpriseName: string;
                    id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: boolean;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterprise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 保存企业基本信息（multipart：字段与 enterpriseAnnexes[i].property） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterprise/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 企业注册（multipart：字段、统一社会信用代码与 enterpriseAnnexes[i].property） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterprise/commitletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 提交签署后的信用承诺书（multipart：enterpriseAnnexes[i].fileType=承诺书 与 .file） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterprise/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 变更历史：historyType 0 企业（id 为企业），1 人员（id 为人员） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    id?: number;
                    historyType?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    time: string;
                                    operator: string;
                                    items: string[];
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterprise/companyintroduce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业简介（isEdit：当前用户可否编辑） */
        get: {
            parameters: {
                query?: {
                    enterpriseId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                enterpriseId: number;
                                introduce: string;
                                isEdit: boolean;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterprise/updatecompanyintroduce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 保存企业简介 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        introduce: string;
                        enterpriseId?: number;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterpriseperson/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 人员列表（企业用户仅本企业；身份证号与手机号脱敏） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseId?: number;
                    state?: "0" | "1" | "" | "true" | "false";
                    name?: string;
                    enterpriseName?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    enterpriseId: number;
                                    name: string;
                                    gender: number;
                                    genderDescription: string;
                                    idCard: string;
                                    phone: string;
                                    enabled: boolean;
                                    enabledDescription: string;
                                    jobTitle: string;
                                    jobTitleDescription: string;
                                    qualification: string[];
                                    qualificationDescription: string;
                                    createTime: string;
                                    enterpriseName: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterpriseperson/single": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 人员详情（本企业用户得到完整号码以便编辑） */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterpriseperson": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 编辑人员（身份证号不可修改） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        /** 新增人员 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enterpriseId?: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterpriseperson/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 在职/离职（enabled=false 即离职） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        enabled: boolean | ("true" | "false");
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterprise/enterprisedatasynchro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 从综合服务平台同步企业基本信息 */
        get: {
            parameters: {
                query?: {
                    guid?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterprise/EnterprisePersonDataSynchro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 从综合服务平台同步企业人员信息 */
        get: {
            parameters: {
                query?: {
                    guid?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/annex/multip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 附件类型列表（格式、大小上限 KB） */
        get: {
            parameters: {
                query: {
                    type: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                name: string;
                                fileFormatValue: string;
                                fileSize: number;
                                required: boolean;
                            }[];
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/annex/file/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 查看或下载附件（记录中给出的签名链接：签发给有权查看的登录用户，十分钟左右失效；图片与 pdf 内嵌显示，download=1 下载） */
        get: {
            parameters: {
                query?: {
                    expires?: number;
                    user?: number;
                    signature?: string;
                    download?: "0" | "1";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 签名链接无效或已过期 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: null;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/map/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 省市区树（GB/T 2260），{ text, value, subMap } 节点 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: components["schemas"]["DivisionNode"][];
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/general/enterprisetype": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业类型 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                text: string;
                                value: string;
                            }[];
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/general/jobtitlequalification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 职称与执业资格 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                jobTitle: {
                                    text: string;
                                    value: string;
                                }[];
                                qualification: {
                                    text: string;
                                    value: string;
                                }[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/menus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 全部菜单（含隐藏），按排序 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                id: number;
                                parentId: number | null;
                                menuName: string;
                                menuIcon: string;
                                menuUrl: string;
                                sortOrder: number;
                                permissions: string[];
                                visible: boolean;
                            }[];
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        /** 新增菜单 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default null */
                        parentId?: number | null;
                        menuName: string;
                        /** @enum {string} */
                        menuIcon: "ApartmentOutlined" | "AppstoreOutlined" | "AuditOutlined" | "BankOutlined" | "BarChartOutlined" | "BellOutlined" | "BookOutlined" | "CalendarOutlined" | "CheckCircleOutlined" | "CheckSquareOutlined" | "ColumnWidthOutlined" | "ControlOutlined" | "CrownOutlined" | "DashboardOutlined" | "DatabaseOutlined" | "EditOutlined" | "FallOutlined" | "FieldTimeOutlined" | "FilePdfOutlined" | "FileSearchOutlined" | "FileTextOutlined" | "FormOutlined" | "HistoryOutlined" | "HomeOutlined" | "IdcardOutlined" | "ImportOutlined" | "LineChartOutlined" | "LoginOutlined" | "MailOutlined" | "MenuOutlined" | "MessageOutlined" | "OrderedListOutlined" | "PaperClipOutlined" | "PieChartOutlined" | "PlusCircleOutlined" | "ProfileOutlined" | "RiseOutlined" | "RollbackOutlined" | "SafetyCertificateOutlined" | "SafetyOutlined" | "SearchOutlined" | "SendOutlined" | "SettingOutlined" | "SolutionOutlined" | "StarOutlined" | "TableOutlined" | "TeamOutlined" | "TrophyOutlined" | "UploadOutlined" | "UserOutlined" | "WarningOutlined";
                        /** @default  */
                        menuUrl?: string;
                        sortOrder: number;
                        /** @default [] */
                        permissions?: string[];
                        /** @default true */
                        visible?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                id: number;
                                parentId: number | null;
                                menuName: string;
                                menuIcon: string;
                                menuUrl: string;
                                sortOrder: number;
                                permissions: string[];
                                visible: boolean;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/menus/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 编辑菜单 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default null */
                        parentId?: number | null;
                        menuName: string;
                        /** @enum {string} */
                        menuIcon: "ApartmentOutlined" | "AppstoreOutlined" | "AuditOutlined" | "BankOutlined" | "BarChartOutlined" | "BellOutlined" | "BookOutlined" | "CalendarOutlined" | "CheckCircleOutlined" | "CheckSquareOutlined" | "ColumnWidthOutlined" | "ControlOutlined" | "CrownOutlined" | "DashboardOutlined" | "DatabaseOutlined" | "EditOutlined" | "FallOutlined" | "FieldTimeOutlined" | "FilePdfOutlined" | "FileSearchOutlined" | "FileTextOutlined" | "FormOutlined" | "HistoryOutlined" | "HomeOutlined" | "IdcardOutlined" | "ImportOutlined" | "LineChartOutlined" | "LoginOutlined" | "MailOutlined" | "MenuOutlined" | "MessageOutlined" | "OrderedListOutlined" | "PaperClipOutlined" | "PieChartOutlined" | "PlusCircleOutlined" | "ProfileOutlined" | "RiseOutlined" | "RollbackOutlined" | "SafetyCertificateOutlined" | "SafetyOutlined" | "SearchOutlined" | "SendOutlined" | "SettingOutlined" | "SolutionOutlined" | "StarOutlined" | "TableOutlined" | "TeamOutlined" | "TrophyOutlined" | "UploadOutlined" | "UserOutlined" | "WarningOutlined";
                        /** @default  */
                        menuUrl?: string;
                        sortOrder: number;
                        /** @default [] */
                        permissions?: string[];
                        /** @default true */
                        visible?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                id: number;
                                parentId: number | null;
                                menuName: string;
                                menuIcon: string;
                                menuUrl: string;
                                sortOrder: number;
                                permissions: string[];
                                visible: boolean;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        /** 删除菜单（无子菜单时） */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: null;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 角色列表（含用户数） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                id: number;
                                code: string;
                                name: string;
                                builtin: boolean;
                                userCount: number;
                            }[];
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        /** 新增角色 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                id: number;
                                code: string;
                                name: string;
                                builtin: boolean;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 编辑角色 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                id: number;
                                code: string;
                                name: string;
                                builtin: boolean;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        /** 删除角色（无用户时） */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: null;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/roles/{id}/menus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 角色的菜单编号 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                menuIds: number[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        /** 分配菜单（选中的菜单及其上级） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        menuIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                menuIds: number[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/users/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 管理用户列表（分页；format=xlsx 导出） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    name?: string;
                    roleId?: number;
                    enabled?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    username: string;
                                    displayName: string;
                                    kind: string;
                                    kindDescription: string;
                                    roleId: number;
                                    roleName: string;
                                    enabled: boolean;
                                    enabledDescription: string;
                                    lastLoginTime: string | null;
                                    createTime: string;
                                    self: boolean;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/users/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 管理用户可选的角色 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                id: number;
                                name: string;
                                code: string;
                            }[];
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/users/{id}/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 启用或停用（停用即结束其登录） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: null;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改角色 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        roleId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: null;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/loginlogs/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 登录日志（分页；format=xlsx 导出） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    username?: string;
                    timeStart?: string;
                    timeEnd?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    username: string;
                                    roleName: string;
                                    provider: string;
                                    providerDescription: string;
                                    ip: string;
                                    userAgent: string;
                                    success: boolean;
                                    resultDescription: string;
                                    reason: string;
                                    loginTime: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/operationlogs/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 操作日志（分页；format=xlsx 导出） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    userName?: string;
                    objectKind?: "menu" | "role" | "user" | "scoringStandard" | "practiceAbility" | "passRate" | "holiday" | "policy" | "smsTemplate" | "enterprise" | "enterprisePerson" | "creditRecord" | "creditAppeal" | "creditRevocation" | "creditRepair" | "biddingFeedback" | "practiceAbilityRelease" | "passRateRelease";
                    action?: "新增" | "修改" | "删除" | "导入" | "启用" | "停用" | "分配菜单" | "发布" | "撤回" | "撤销" | "查看完整号码" | "提交" | "修改后重新提交" | "初审通过" | "园区初审通过" | "初审退回" | "园区初审退回" | "复审通过" | "复审通过，报部门领导终审" | "复审退回" | "终审通过" | "终审退回" | "提交申诉" | "受理" | "不予受理" | "园区审核通过" | "园区审核驳回" | "初审驳回" | "部门审核通过，申诉成立" | "部门审核通过，报部门领导终审" | "部门审核驳回" | "终审通过，申诉成立" | "终审驳回" | "提交撤销申请" | "同意撤销" | "驳回撤销申请" | "信用记录已失效，终止办理" | "提交信用修复申请" | "复审通过，修复完成" | "复审驳回" | "终审通过，修复完成" | "提交申请" | "审核通过" | "审核拒绝";
                    timeStart?: string;
                    timeEnd?: string;
                    object?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    operateTime: string;
                                    userName: string;
                                    roleName: string;
                                    ip: string;
                                    objectKind: string;
                                    objectKindDescription: string;
                                    objectId: string;
                                    objectLabel: string;
                                    action: string;
                                    before: {
                                        [key: string]: string;
                                    } | null;
                                    after: {
                                        [key: string]: string;
                                    } | null;
                                    changeText: string;
                                    reason: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practiceability/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 导入结果列表（每家企业每期一行；canPublish=1 可发布；format=xlsx 导出） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterprise?: string;
                    canPublish?: number;
                    importStart?: string;
                    importEnd?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    enterpriseName: string;
                                    socialCreditCode: string;
                                    scoreValue: number | null;
                                    createPerson: string;
                                    createTime: string;
                                    result: boolean;
                                    reason: string | null;
                                    canPublish: boolean;
                                    examYear: number;
                                    examQuarter: number;
                                    examineeCount: number;
                                    unExamineeCount: number;
                                    averageScore: number | null;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practiceability/detailpage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 考生成绩明细（分页） */
        get: {
            parameters: {
                query: {
                    pageIndex?: number;
                    pageSize?: number;
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    rowNumber: number;
                                    candidateName: string;
                                    enterpriseName: string;
                                    paperName: string;
                                    examAddress: string;
                                    examStartTime: string | null;
                                    examEndTime: string | null;
                                    scoreValue: number | null;
                                    absent: boolean;
                                    result: boolean;
                                    reason: string | null;
                                    createTime: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practiceability/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 下载导入模板（xlsx：表头、填写说明和示例行） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practiceability/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 导入（multipart 字段 File，仅 xlsx；逐行校验并保存结果与原因） */
        post: {
            parameters: {
                query?: {
                    progressId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practiceability/import/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 导入进度（已读取行数） */
        get: {
            parameters: {
                query: {
                    progressId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practiceability/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 删除（仅可发布的数据；已发布或待审核的不能删除） */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": number[];
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recordpassrate/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 导入结果列表（canPublish=1 可发布；format=xlsx 导出） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageIndex?: number;
                        /** @default 10 */
                        pageSize?: number;
                        enterprise?: string;
                        canPublish?: number;
                        importStart?: string;
                        importEnd?: string;
                        year?: number;
                        quarter?: number;
                        /**
                         * @default json
                         * @enum {string}
                         */
                        format?: "json" | "xlsx";
                        columns?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    enterpriseName: string;
                                    socialCreditCode: string;
                                    scoreValue: number | null;
                                    createPerson: string;
                                    createTime: string;
                                    result: boolean;
                                    reason: string | null;
                                    canPublish: boolean;
                                    registerYear: number | null;
                                    quarter: number;
                                    grade: string;
                                    quarterDescription: string;
                                    levelDescription: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recordpassrate/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 下载导入模板（xlsx：表头、填写说明和示例行） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recordpassrate/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 导入（multipart 字段 File，仅 xlsx；逐行校验并保存结果与原因） */
        post: {
            parameters: {
                query?: {
                    progressId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recordpassrate/import/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 导入进度（已读取行数） */
        get: {
            parameters: {
                query: {
                    progressId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recordpassrate/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 删除（仅可发布的数据；已发布或待审核的不能删除） */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": number[];
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Behavior/GetBehaviorList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 现行信用行为标准：类别 → 行为内容 → 认定等级（behaviorType 信用类别 1 良好 2 不良；ratingType 企业类别 1 造价咨询 2 招标代理） */
        get: {
            parameters: {
                query?: {
                    behaviorType?: number;
                    ratingType?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                versionId: number;
                                versionName: string;
                                effectiveDate: string;
                                categories: {
                                    id: number;
                                    name: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    contents: {
                                        id: number;
                                        name: string;
                                        actor: number;
                                        actorDescription: string;
                                        needsInnovationAward: boolean;
                                        levels: {
                                            id: number;
                                            name: string;
                                            scoreValue: number;
                                            validMonths: number;
                                            publicityMonths: number;
                                            minRepairMonths: number | null;
                                            serious: boolean;
                                        }[];
                                    }[];
                                }[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Behavior/GetRatingScore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 认定等级的分值（Id 认定等级；actors 行为主体 1 单位 2 个人） */
        get: {
            parameters: {
                query: {
                    Id: number;
                    actors?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                id: number;
                                scoreValue: number;
                                identifiedLevelName: string;
                                defaultLevel: boolean;
                                behaviorContentName: string;
                                behaviorCategoryName: string;
                                creditType: number;
                                creditTypeDescription: string;
                                actors: number;
                                actorsDescription: string;
                                needsInnovationAward: boolean;
                                validMonths: number;
                                publicityMonths: number;
                                minRepairMonths: number | null;
                                serious: boolean;
                                versionId: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/desk/firstReview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 初审：待办（done=0）与已办（done=1） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    creditType?: number;
                    behaviorCategoryName?: string;
                    behaviorContentName?: string;
                    processStatus?: string;
                    submitStart?: string;
                    submitEnd?: string;
                    done?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    actor: number;
                                    actorDescription: string;
                                    personName: string | null;
                                    enterprisePerson: {
                                        name: string;
                                    } | null;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    identifiedLevelName: string | null;
                                    innovationAwardDescription: string | null;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    actDeterminationDate: string;
                                    relatedSymbol: string | null;
                                    behaviorDescription: string;
                                    contactPerson: string | null;
                                    telephone: string | null;
                                    processStatus: number;
                                    processStatusDescription: string;
                                    revision: number;
                                    origin: string;
                                    originDescription: string;
                                    lastReason: string | null;
                                    behaviorLevelId: number | null;
                                    enterprisePersonId: number | null;
                                    createTime: string;
                                    submitTime: string | null;
                                    endedOn: string | null;
                                    endReason: string | null;
                                    openItem: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/desk/parkReview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 园区审核：待办（done=0）与已办（done=1） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    creditType?: number;
                    behaviorCategoryName?: string;
                    behaviorContentName?: string;
                    processStatus?: string;
                    submitStart?: string;
                    submitEnd?: string;
                    done?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    actor: number;
                                    actorDescription: string;
                                    personName: string | null;
                                    enterprisePerson: {
                                        name: string;
                                    } | null;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    identifiedLevelName: string | null;
                                    innovationAwardDescription: string | null;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    actDeterminationDate: string;
                                    relatedSymbol: string | null;
                                    behaviorDescription: string;
                                    contactPerson: string | null;
                                    telephone: string | null;
                                    processStatus: number;
                                    processStatusDescription: string;
                                    revision: number;
                                    origin: string;
                                    originDescription: string;
                                    lastReason: string | null;
                                    behaviorLevelId: number | null;
                                    enterprisePersonId: number | null;
                                    createTime: string;
                                    submitTime: string | null;
                                    endedOn: string | null;
                                    endReason: string | null;
                                    openItem: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/desk/deptReview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 部门审核：待办（done=0）与已办（done=1） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    creditType?: number;
                    behaviorCategoryName?: string;
                    behaviorContentName?: string;
                    processStatus?: string;
                    submitStart?: string;
                    submitEnd?: string;
                    done?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    actor: number;
                                    actorDescription: string;
                                    personName: string | null;
                                    enterprisePerson: {
                                        name: string;
                                    } | null;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    identifiedLevelName: string | null;
                                    innovationAwardDescription: string | null;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    actDeterminationDate: string;
                                    relatedSymbol: string | null;
                                    behaviorDescription: string;
                                    contactPerson: string | null;
                                    telephone: string | null;
                                    processStatus: number;
                                    processStatusDescription: string;
                                    revision: number;
                                    origin: string;
                                    originDescription: string;
                                    lastReason: string | null;
                                    behaviorLevelId: number | null;
                                    enterprisePersonId: number | null;
                                    createTime: string;
                                    submitTime: string | null;
                                    endedOn: string | null;
                                    endReason: string | null;
                                    openItem: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/desk/publishReview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 部门发布审核：待办（done=0）与已办（done=1） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    creditType?: number;
                    behaviorCategoryName?: string;
                    behaviorContentName?: string;
                    processStatus?: string;
                    submitStart?: string;
                    submitEnd?: string;
                    done?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    actor: number;
                                    actorDescription: string;
                                    personName: string | null;
                                    enterprisePerson: {
                                        name: string;
                                    } | null;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    identifiedLevelName: string | null;
                                    innovationAwardDescription: string | null;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    actDeterminationDate: string;
                                    relatedSymbol: string | null;
                                    behaviorDescription: string;
                                    contactPerson: string | null;
                                    telephone: string | null;
                                    processStatus: number;
                                    processStatusDescription: string;
                                    revision: number;
                                    origin: string;
                                    originDescription: string;
                                    lastReason: string | null;
                                    behaviorLevelId: number | null;
                                    enterprisePersonId: number | null;
                                    createTime: string;
                                    submitTime: string | null;
                                    endedOn: string | null;
                                    endReason: string | null;
                                    openItem: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/desk/deptLeader": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 信用记录终审：待办（done=0）与已办（done=1） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    creditType?: number;
                    behaviorCategoryName?: string;
                    behaviorContentName?: string;
                    processStatus?: string;
                    submitStart?: string;
                    submitEnd?: string;
                    done?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    actor: number;
                                    actorDescription: string;
                                    personName: string | null;
                                    enterprisePerson: {
                                        name: string;
                                    } | null;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    identifiedLevelName: string | null;
                                    innovationAwardDescription: string | null;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    actDeterminationDate: string;
                                    relatedSymbol: string | null;
                                    behaviorDescription: string;
                                    contactPerson: string | null;
                                    telephone: string | null;
                                    processStatus: number;
                                    processStatusDescription: string;
                                    revision: number;
                                    origin: string;
                                    originDescription: string;
                                    lastReason: string | null;
                                    behaviorLevelId: number | null;
                                    enterprisePersonId: number | null;
                                    createTime: string;
                                    submitTime: string | null;
                                    endedOn: string | null;
                                    endReason: string | null;
                                    openItem: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/author/declare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 信用申报：本岗位填报的信用记录（含草稿） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    creditType?: number;
                    behaviorCategoryName?: string;
                    behaviorContentName?: string;
                    processStatus?: string;
                    submitStart?: string;
                    submitEnd?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    actor: number;
                                    actorDescription: string;
                                    personName: string | null;
                                    enterprisePerson: {
                                        name: string;
                                    } | null;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    identifiedLevelName: string | null;
                                    innovationAwardDescription: string | null;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    actDeterminationDate: string;
                                    relatedSymbol: string | null;
                                    behaviorDescription: string;
                                    contactPerson: string | null;
                                    telephone: string | null;
                                    processStatus: number;
                                    processStatusDescription: string;
                                    revision: number;
                                    origin: string;
                                    originDescription: string;
                                    lastReason: string | null;
                                    behaviorLevelId: number | null;
                                    enterprisePersonId: number | null;
                                    createTime: string;
                                    submitTime: string | null;
                                    endedOn: string | null;
                                    endReason: string | null;
                                    openItem: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/author/parkDeclare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 园区信用申报：本岗位填报的信用记录（含草稿） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    creditType?: number;
                    behaviorCategoryName?: string;
                    behaviorContentName?: string;
                    processStatus?: string;
                    submitStart?: string;
                    submitEnd?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    actor: number;
                                    actorDescription: string;
                                    personName: string | null;
                                    enterprisePerson: {
                                        name: string;
                                    } | null;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    identifiedLevelName: string | null;
                                    innovationAwardDescription: string | null;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    actDeterminationDate: string;
                                    relatedSymbol: string | null;
                                    behaviorDescription: string;
                                    contactPerson: string | null;
                                    telephone: string | null;
                                    processStatus: number;
                                    processStatusDescription: string;
                                    revision: number;
                                    origin: string;
                                    originDescription: string;
                                    lastReason: string | null;
                                    behaviorLevelId: number | null;
                                    enterprisePersonId: number | null;
                                    createTime: string;
                                    submitTime: string | null;
                                    endedOn: string | null;
                                    endReason: string | null;
                                    openItem: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/author/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 不良信用登记：本岗位填报的信用记录（含草稿） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    creditType?: number;
                    behaviorCategoryName?: string;
                    behaviorContentName?: string;
                    processStatus?: string;
                    submitStart?: string;
                    submitEnd?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    actor: number;
                                    actorDescription: string;
                                    personName: string | null;
                                    enterprisePerson: {
                                        name: string;
                                    } | null;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    identifiedLevelName: string | null;
                                    innovationAwardDescription: string | null;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    actDeterminationDate: string;
                                    relatedSymbol: string | null;
                                    behaviorDescription: string;
                                    contactPerson: string | null;
                                    telephone: string | null;
                                    processStatus: number;
                                    processStatusDescription: string;
                                    revision: number;
                                    origin: string;
                                    originDescription: string;
                                    lastReason: string | null;
                                    behaviorLevelId: number | null;
                                    enterprisePersonId: number | null;
                                    createTime: string;
                                    submitTime: string | null;
                                    endedOn: string | null;
                                    endReason: string | null;
                                    openItem: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/author/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 良好信用发布：本岗位填报的信用记录（含草稿） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    creditType?: number;
                    behaviorCategoryName?: string;
                    behaviorContentName?: string;
                    processStatus?: string;
                    submitStart?: string;
                    submitEnd?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    actor: number;
                                    actorDescription: string;
                                    personName: string | null;
                                    enterprisePerson: {
                                        name: string;
                                    } | null;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    identifiedLevelName: string | null;
                                    innovationAwardDescription: string | null;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    actDeterminationDate: string;
                                    relatedSymbol: string | null;
                                    behaviorDescription: string;
                                    contactPerson: string | null;
                                    telephone: string | null;
                                    processStatus: number;
                                    processStatusDescription: string;
                                    revision: number;
                                    origin: string;
                                    originDescription: string;
                                    lastReason: string | null;
                                    behaviorLevelId: number | null;
                                    enterprisePersonId: number | null;
                                    createTime: string;
                                    submitTime: string | null;
                                    endedOn: string | null;
                                    endReason: string | null;
                                    openItem: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/enterprise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业的信用记录（已提交的良好与不良记录，任何填报来源）；管理端须指定 enterpriseId */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    creditType?: number;
                    behaviorCategoryName?: string;
                    behaviorContentName?: string;
                    processStatus?: string;
                    submitStart?: string;
                    submitEnd?: string;
                    enterpriseId?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    actor: number;
                                    actorDescription: string;
                                    personName: string | null;
                                    enterprisePerson: {
                                        name: string;
                                    } | null;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    identifiedLevelName: string | null;
                                    innovationAwardDescription: string | null;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    actDeterminationDate: string;
                                    relatedSymbol: string | null;
                                    behaviorDescription: string;
                                    contactPerson: string | null;
                                    telephone: string | null;
                                    processStatus: number;
                                    processStatusDescription: string;
                                    revision: number;
                                    origin: string;
                                    originDescription: string;
                                    lastReason: string | null;
                                    behaviorLevelId: number | null;
                                    enterprisePersonId: number | null;
                                    createTime: string;
                                    submitTime: string | null;
                                    endedOn: string | null;
                                    endReason: string | null;
                                    openItem: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/inforce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业的信用记录：默认有效期内（validity=published 全部已发布，ended 提前失效）；管理端可不指定企业（全部企业） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    creditType?: number;
                    behaviorCategoryName?: string;
                    behaviorContentName?: string;
                    processStatus?: string;
                    submitStart?: string;
                    submitEnd?: string;
                    enterpriseId?: number;
                    validity?: "inForce" | "published" | "ended";
                    bonus?: number;
                    socialCreditCode?: string;
                    enterpriseType?: string;
                    inPark?: number;
                    area?: string;
                    identificationUnit?: string;
                    determinationStart?: string;
                    determinationEnd?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    actor: number;
                                    actorDescription: string;
                                    personName: string | null;
                                    enterprisePerson: {
                                        name: string;
                                    } | null;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    identifiedLevelName: string | null;
                                    innovationAwardDescription: string | null;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    actDeterminationDate: string;
                                    relatedSymbol: string | null;
                                    behaviorDescription: string;
                                    contactPerson: string | null;
                                    telephone: string | null;
                                    processStatus: number;
                                    processStatusDescription: string;
                                    revision: number;
                                    origin: string;
                                    originDescription: string;
                                    lastReason: string | null;
                                    behaviorLevelId: number | null;
                                    enterprisePersonId: number | null;
                                    createTime: string;
                                    submitTime: string | null;
                                    endedOn: string | null;
                                    endReason: string | null;
                                    openItem: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/bad": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 不良信用记录（已完成，全部企业） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    creditType?: number;
                    behaviorCategoryName?: string;
                    behaviorContentName?: string;
                    processStatus?: string;
                    submitStart?: string;
                    submitEnd?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    actor: number;
                                    actorDescription: string;
                                    personName: string | null;
                                    enterprisePerson: {
                                        name: string;
                                    } | null;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    identifiedLevelName: string | null;
                                    innovationAwardDescription: string | null;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    actDeterminationDate: string;
                                    relatedSymbol: string | null;
                                    behaviorDescription: string;
                                    contactPerson: string | null;
                                    telephone: string | null;
                                    processStatus: number;
                                    processStatusDescription: string;
                                    revision: number;
                                    origin: string;
                                    originDescription: string;
                                    lastReason: string | null;
                                    behaviorLevelId: number | null;
                                    enterprisePersonId: number | null;
                                    createTime: string;
                                    submitTime: string | null;
                                    endedOn: string | null;
                                    endReason: string | null;
                                    openItem: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/recall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 退回与撤回的信用记录（本人所在填报岗位），含退回原因 */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    creditType?: number;
                    behaviorCategoryName?: string;
                    behaviorContentName?: string;
                    processStatus?: string;
                    submitStart?: string;
                    submitEnd?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    actor: number;
                                    actorDescription: string;
                                    personName: string | null;
                                    enterprisePerson: {
                                        name: string;
                                    } | null;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    identifiedLevelName: string | null;
                                    innovationAwardDescription: string | null;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    actDeterminationDate: string;
                                    relatedSymbol: string | null;
                                    behaviorDescription: string;
                                    contactPerson: string | null;
                                    telephone: string | null;
                                    processStatus: number;
                                    processStatusDescription: string;
                                    revision: number;
                                    origin: string;
                                    originDescription: string;
                                    lastReason: string | null;
                                    behaviorLevelId: number | null;
                                    enterprisePersonId: number | null;
                                    createTime: string;
                                    submitTime: string | null;
                                    endedOn: string | null;
                                    endReason: string | null;
                                    openItem: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/similarity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 相似信用记录（同一企业、同一行为类别与行为内容的已提交记录，不含本条、草稿与退回记录） */
        get: {
            parameters: {
                query: {
                    pageIndex?: number;
                    pageSize?: number;
                    registerId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    enterpriseName: string;
                                    creditTypeDescription: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    actDeterminationDate: string;
                                    processStatus: number;
                                    processStatusDescription: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 附件查看：可查看的信用记录的PDF附件（企业：本企业的记录；审核岗位：在本岗位待办的记录） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    annexId: number;
                                    fileName: string;
                                    fileType: string;
                                    uploadTime: string;
                                    recordId: number;
                                    registerNumber: string;
                                    enterpriseName: string;
                                    behaviorContentName: string;
                                    processStatusDescription: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/goodrepeal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 可撤销的良好信用记录（已发布、仍在有效期内，全部企业） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    creditType?: number;
                    behaviorCategoryName?: string;
                    behaviorContentName?: string;
                    processStatus?: string;
                    submitStart?: string;
                    submitEnd?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    actor: number;
                                    actorDescription: string;
                                    personName: string | null;
                                    enterprisePerson: {
                                        name: string;
                                    } | null;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    identifiedLevelName: string | null;
                                    innovationAwardDescription: string | null;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    actDeterminationDate: string;
                                    relatedSymbol: string | null;
                                    behaviorDescription: string;
                                    contactPerson: string | null;
                                    telephone: string | null;
                                    processStatus: number;
                                    processStatusDescription: string;
                                    revision: number;
                                    origin: string;
                                    originDescription: string;
                                    lastReason: string | null;
                                    behaviorLevelId: number | null;
                                    enterprisePersonId: number | null;
                                    createTime: string;
                                    submitTime: string | null;
                                    endedOn: string | null;
                                    endReason: string | null;
                                    openItem: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        /** 主管部门撤销已发布、仍在有效期内的良好信用记录（需填撤销原因），自当日起不再计分与公示 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reason: string;
                        revision?: number;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/single": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 信用记录详情：字段、步骤条、附件与处理历史（作者、本企业、审核岗位与企业查询可看） */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                id: number;
                                registerNumber: string;
                                enterpriseId: number;
                                enterpriseName: string;
                                creditType: number;
                                creditTypeDescription: string;
                                actor: number;
                                actorDescription: string;
                                personName: string | null;
                                enterprisePerson: {
                                    name: string;
                                } | null;
                                behaviorCategoryName: string;
                                behaviorContentName: string;
                                identifiedLevelName: string | null;
                                innovationAwardDescription: string | null;
                                scoreValue: number;
                                identificationUnit: string;
                                actDeterminationDate: string;
                                relatedSymbol: string | null;
                                behaviorDescription: string;
                                contactPerson: string | null;
                                telephone: string | null;
                                processStatus: number;
                                processStatusDescription: string;
                                revision: number;
                                origin: string;
                                originDescription: string;
                                lastReason: string | null;
                                behaviorLevelId: number | null;
                                enterprisePersonId: number | null;
                                createTime: string;
                                submitTime: string | null;
                                endedOn: string | null;
                                endReason: string | null;
                                openItem: string | null;
                                approveConfirm: string | null;
                                steps: {
                                    titles: string[];
                                    current: number;
                                    /** @enum {string} */
                                    status?: "error";
                                };
                                enterpriseAnnexes: ({
                                    id: number;
                                    fileName: string;
                                    fileType: string;
                                    relativePath: string;
                                } & {
                                    [key: string]: unknown;
                                })[];
                                history: {
                                    operator: string;
                                    instructions: string;
                                    createTime: string;
                                }[];
                                creditReleaseEnterprises: {
                                    enterpriseName: string;
                                }[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改草稿或被退回的信用记录（multipart，含 id；state 1 即重新提交） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        /** 新建信用记录（multipart：表单字段、state 0 草稿 / 1 提交、enterpriseAnnexes[i].fileType/file） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        /** 删除（草稿，或提交后尚未被处理） */
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 撤回（初审岗位处理之前） */
        put: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 审核：通过（进入下一步）或退回（需填原因，回到填报人） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        approved: boolean;
                        reason?: string;
                        revision?: number;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/batchapprove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 批量通过所选记录：每条单独处理，已被他人处理或不在本岗位的记录逐条说明原因 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                        revisions?: {
                            [key: string]: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                passed: number[];
                                failed: {
                                    id: number;
                                    message: string;
                                    registerNumber: string;
                                }[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditappeal/desk/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 申诉受理：待办（done=0）与已办（done=1） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    done?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    recordId: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    scoreValue: number;
                                    actDeterminationDate: string;
                                    complainant: string;
                                    telephone: string;
                                    appealReason: string;
                                    appealDate: string;
                                    appealType: number;
                                    appealTypeDescription: string;
                                    processStatus: number;
                                    revision: number;
                                    processStatusDescription: string;
                                    lastReason: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                    Complainant: string;
                                    ComplainantPhone: string;
                                    AppealDate: string;
                                    StatusName: string;
                                    AppealReason: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditappeal/desk/parkReview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 园区申诉审核：待办（done=0）与已办（done=1） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    done?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    recordId: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    scoreValue: number;
                                    actDeterminationDate: string;
                                    complainant: string;
                                    telephone: string;
                                    appealReason: string;
                                    appealDate: string;
                                    appealType: number;
                                    appealTypeDescription: string;
                                    processStatus: number;
                                    revision: number;
                                    processStatusDescription: string;
                                    lastReason: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                    Complainant: string;
                                    ComplainantPhone: string;
                                    AppealDate: string;
                                    StatusName: string;
                                    AppealReason: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditappeal/desk/firstReview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 申诉初审：待办（done=0）与已办（done=1） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    done?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    recordId: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    scoreValue: number;
                                    actDeterminationDate: string;
                                    complainant: string;
                                    telephone: string;
                                    appealReason: string;
                                    appealDate: string;
                                    appealType: number;
                                    appealTypeDescription: string;
                                    processStatus: number;
                                    revision: number;
                                    processStatusDescription: string;
                                    lastReason: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                    Complainant: string;
                                    ComplainantPhone: string;
                                    AppealDate: string;
                                    StatusName: string;
                                    AppealReason: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditappeal/desk/deptReview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 申诉部门审核：待办（done=0）与已办（done=1） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    done?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    recordId: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    scoreValue: number;
                                    actDeterminationDate: string;
                                    complainant: string;
                                    telephone: string;
                                    appealReason: string;
                                    appealDate: string;
                                    appealType: number;
                                    appealTypeDescription: string;
                                    processStatus: number;
                                    revision: number;
                                    processStatusDescription: string;
                                    lastReason: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                    Complainant: string;
                                    ComplainantPhone: string;
                                    AppealDate: string;
                                    StatusName: string;
                                    AppealReason: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditappeal/desk/leader": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 申诉终审：待办（done=0）与已办（done=1） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    done?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    recordId: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    scoreValue: number;
                                    actDeterminationDate: string;
                                    complainant: string;
                                    telephone: string;
                                    appealReason: string;
                                    appealDate: string;
                                    appealType: number;
                                    appealTypeDescription: string;
                                    processStatus: number;
                                    revision: number;
                                    processStatusDescription: string;
                                    lastReason: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                    Complainant: string;
                                    ComplainantPhone: string;
                                    AppealDate: string;
                                    StatusName: string;
                                    AppealReason: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditappeal/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 本企业的申诉 */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    processStatus?: number;
                    enterpriseName?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    recordId: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    scoreValue: number;
                                    actDeterminationDate: string;
                                    complainant: string;
                                    telephone: string;
                                    appealReason: string;
                                    appealDate: string;
                                    appealType: number;
                                    appealTypeDescription: string;
                                    processStatus: number;
                                    revision: number;
                                    processStatusDescription: string;
                                    lastReason: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                    Complainant: string;
                                    ComplainantPhone: string;
                                    AppealDate: string;
                                    StatusName: string;
                                    AppealReason: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditappeal/single": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 申诉详情（申诉人、电话、日期、状态、理由、附件、处理历史、步骤条） */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                id: number;
                                recordId: number;
                                registerNumber: string;
                                enterpriseId: number;
                                enterpriseName: string;
                                behaviorCategoryName: string;
                                behaviorContentName: string;
                                scoreValue: number;
                                actDeterminationDate: string;
                                complainant: string;
                                telephone: string;
                                appealReason: string;
                                appealDate: string;
                                appealType: number;
                                appealTypeDescription: string;
                                processStatus: number;
                                revision: number;
                                processStatusDescription: string;
                                lastReason: string | null;
                                approveConfirm: string | null;
                                steps: {
                                    titles: string[];
                                    current: number;
                                    /** @enum {string} */
                                    status?: "error";
                                };
                                Complainant: string;
                                ComplainantPhone: string;
                                AppealDate: string;
                                StatusName: string;
                                AppealReason: string;
                                Attachment: ({
                                    id: number;
                                    fileName: string;
                                    fileType: string;
                                    relativePath: string;
                                } & {
                                    [key: string]: unknown;
                                })[];
                                enterpriseAnnexes: ({
                                    id: number;
                                    fileName: string;
                                    fileType: string;
                                    relativePath: string;
                                } & {
                                    [key: string]: unknown;
                                })[];
                                history: {
                                    operator: string;
                                    instructions: string;
                                    createTime: string;
                                }[];
                                creditAppeal: {
                                    complainant: string;
                                    telephone: string;
                                    appealReason: string;
                                    enterpriseAnnexes: ({
                                        id: number;
                                        fileName: string;
                                        fileType: string;
                                        relativePath: string;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                };
                                creditAppealProcess: {
                                    operator: string;
                                    instructions: string;
                                    createTime: string;
                                }[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditappeal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 提交申诉（multipart：recordId、complainant、telephone、appealReason、enterpriseAnnexes[i].file；也接受规范的 creditAppeal.complainant 等嵌套字段名） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditappeal/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 申诉审核：通过（进入下一步或申诉成立）或驳回（需原因） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        approved: boolean;
                        reason?: string;
                        revision?: number;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditrequest/revoke/desk/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 信用撤销审核：待办（done=0，最早申请在前）与已办（done=1） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    done?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    kind: string;
                                    kindTitle: string;
                                    recordId: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    scoreValue: number;
                                    reason: string;
                                    applyTime: string;
                                    dueOn: string | null;
                                    overdue: boolean;
                                    approveConfirm: string | null;
                                    processStatus: number;
                                    revision: number;
                                    processStatusDescription: string;
                                    lastReason: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditrequest/repair/desk/firstReview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 信用修复初审：待办（done=0，最早申请在前）与已办（done=1） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    done?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    kind: string;
                                    kindTitle: string;
                                    recordId: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    scoreValue: number;
                                    reason: string;
                                    applyTime: string;
                                    dueOn: string | null;
                                    overdue: boolean;
                                    approveConfirm: string | null;
                                    processStatus: number;
                                    revision: number;
                                    processStatusDescription: string;
                                    lastReason: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditrequest/repair/desk/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 信用修复复审：待办（done=0，最早申请在前）与已办（done=1） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    done?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    kind: string;
                                    kindTitle: string;
                                    recordId: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    scoreValue: number;
                                    reason: string;
                                    applyTime: string;
                                    dueOn: string | null;
                                    overdue: boolean;
                                    approveConfirm: string | null;
                                    processStatus: number;
                                    revision: number;
                                    processStatusDescription: string;
                                    lastReason: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditrequest/repair/desk/leader": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 信用修复终审：待办（done=0，最早申请在前）与已办（done=1） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    done?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    kind: string;
                                    kindTitle: string;
                                    recordId: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    scoreValue: number;
                                    reason: string;
                                    applyTime: string;
                                    dueOn: string | null;
                                    overdue: boolean;
                                    approveConfirm: string | null;
                                    processStatus: number;
                                    revision: number;
                                    processStatusDescription: string;
                                    lastReason: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditrequest/revoke/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 本企业的信用撤销申请 */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    kind: string;
                                    kindTitle: string;
                                    recordId: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    scoreValue: number;
                                    reason: string;
                                    applyTime: string;
                                    dueOn: string | null;
                                    overdue: boolean;
                                    approveConfirm: string | null;
                                    processStatus: number;
                                    revision: number;
                                    processStatusDescription: string;
                                    lastReason: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditrequest/repair/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 本企业的信用修复申请 */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    kind: string;
                                    kindTitle: string;
                                    recordId: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    scoreValue: number;
                                    reason: string;
                                    applyTime: string;
                                    dueOn: string | null;
                                    overdue: boolean;
                                    approveConfirm: string | null;
                                    processStatus: number;
                                    revision: number;
                                    processStatusDescription: string;
                                    lastReason: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditrequest/single": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 撤销或信用修复申请详情（记录、原因、附件、处理历史、步骤条、办理期限） */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                id: number;
                                kind: string;
                                kindTitle: string;
                                recordId: number;
                                registerNumber: string;
                                enterpriseId: number;
                                enterpriseName: string;
                                behaviorCategoryName: string;
                                behaviorContentName: string;
                                scoreValue: number;
                                reason: string;
                                applyTime: string;
                                dueOn: string | null;
                                overdue: boolean;
                                approveConfirm: string | null;
                                processStatus: number;
                                revision: number;
                                processStatusDescription: string;
                                lastReason: string | null;
                                steps: {
                                    titles: string[];
                                    current: number;
                                    /** @enum {string} */
                                    status?: "error";
                                };
                                revokeReason?: string;
                                enterpriseAnnexes: ({
                                    id: number;
                                    fileName: string;
                                    fileType: string;
                                    relativePath: string;
                                } & {
                                    [key: string]: unknown;
                                })[];
                                history: {
                                    operator: string;
                                    instructions: string;
                                    createTime: string;
                                }[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditrequest/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 提交信用撤销申请（multipart：recordId、reason（或规范的 revokeReason）、enterpriseAnnexes[i].fileType/file） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditrequest/revoke/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 信用撤销审核：通过或驳回（需原因） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        approved: boolean;
                        reason?: string;
                        revision?: number;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditrequest/repair": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 提交信用修复申请（multipart：recordId、reason、enterpriseAnnexes[i].fileType/file） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditrequest/repair/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 信用修复审核：通过或驳回（需原因） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        approved: boolean;
                        reason?: string;
                        revision?: number;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/biddingfeedback/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 本机构的招标代理业绩反馈（含草稿） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    agentProjectName?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    agentCompanyName: string;
                                    signDate: string;
                                    agentProjectName: string;
                                    agentProjectAddress: string;
                                    agentContractSignTime: string;
                                    agentResponsibleName: string;
                                    entrustUnit: string;
                                    agentServiceFee: string;
                                    agentStartDate: string;
                                    agentEndDate: string;
                                    province: string;
                                    city: string;
                                    area: string;
                                    placeName: string;
                                    agentProjectType: number;
                                    agentProjectTypeDescription: string;
                                    investmentNature: number;
                                    investmentNatureDescription: string;
                                    constructionScale: string;
                                    processStatus: number;
                                    revision: number;
                                    processStatusDescription: string;
                                    lastReason: string | null;
                                    submitTime: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/biddingfeedback/desk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 招标代理业绩反馈初审：待办（done=0）与已办（done=1） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    done?: number;
                    agentProjectName?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    agentCompanyName: string;
                                    signDate: string;
                                    agentProjectName: string;
                                    agentProjectAddress: string;
                                    agentContractSignTime: string;
                                    agentResponsibleName: string;
                                    entrustUnit: string;
                                    agentServiceFee: string;
                                    agentStartDate: string;
                                    agentEndDate: string;
                                    province: string;
                                    city: string;
                                    area: string;
                                    placeName: string;
                                    agentProjectType: number;
                                    agentProjectTypeDescription: string;
                                    investmentNature: number;
                                    investmentNatureDescription: string;
                                    constructionScale: string;
                                    processStatus: number;
                                    revision: number;
                                    processStatusDescription: string;
                                    lastReason: string | null;
                                    submitTime: string | null;
                                    approveConfirm: string | null;
                                    steps: {
                                        titles: string[];
                                        current: number;
                                        /** @enum {string} */
                                        status?: "error";
                                    };
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/biddingfeedback/single": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 业绩反馈详情（招标代理项目视图：字段、附件、历史、步骤条） */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                id: number;
                                enterpriseId: number;
                                enterpriseName: string;
                                agentCompanyName: string;
                                signDate: string;
                                agentProjectName: string;
                                agentProjectAddress: string;
                                agentContractSignTime: string;
                                agentResponsibleName: string;
                                entrustUnit: string;
                                agentServiceFee: string;
                                agentStartDate: string;
                                agentEndDate: string;
                                province: string;
                                city: string;
                                area: string;
                                placeName: string;
                                agentProjectType: number;
                                agentProjectTypeDescription: string;
                                investmentNature: number;
                                investmentNatureDescription: string;
                                constructionScale: string;
                                processStatus: number;
                                revision: number;
                                processStatusDescription: string;
                                lastReason: string | null;
                                submitTime: string | null;
                                approveConfirm: string | null;
                                steps: {
                                    titles: string[];
                                    current: number;
                                    /** @enum {string} */
                                    status?: "error";
                                };
                                enterpriseAnnexes: ({
                                    id: number;
                                    fileName: string;
                                    fileType: string;
                                    relativePath: string;
                                } & {
                                    [key: string]: unknown;
                                })[];
                                history: {
                                    operator: string;
                                    instructions: string;
                                    createTime: string;
                                }[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/biddingfeedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改草稿或被退回的业绩反馈（含 id；state 1 即重新提交） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        /** 新建业绩反馈（multipart：表单字段、state 0 草稿 / 1 提交、enterpriseAnnexes[i].file） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        /** 删除草稿 */
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/biddingfeedback/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 初审：通过（→ 已完成）或退回（需原因） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        approved: boolean;
                        reason?: string;
                        revision?: number;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practiceabilityrelease/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 发布申请列表（申请日期、状态逗号列表；format=xlsx 导出） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    registerStart?: string;
                    registerEnd?: string;
                    state?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    creditTypeDescription: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    id: number;
                                    state: number;
                                    revision: number;
                                    stateDescription: string;
                                    identificationUnit: string;
                                    relatedSymbol: string | null;
                                    contactPerson: string;
                                    behaviorDescription: string;
                                    actDeterminationDate: string;
                                    createTime: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practiceabilityrelease/single": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 发布申请详情：字段、附件、历史与得分企业 */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                creditTypeDescription: string;
                                behaviorCategoryName: string;
                                behaviorContentName: string;
                                id: number;
                                state: number;
                                revision: number;
                                stateDescription: string;
                                identificationUnit: string;
                                relatedSymbol: string | null;
                                contactPerson: string;
                                behaviorDescription: string;
                                actDeterminationDate: string;
                                createTime: string;
                                enterpriseAnnexes: {
                                    id: number;
                                    fileName: string;
                                    fileType: string;
                                    createTime: string;
                                    relativePath: string;
                                }[];
                                history: {
                                    operator: string;
                                    instructions: string;
                                    createTime: string;
                                }[];
                                practiceAbility: {
                                    id: number;
                                    enterpriseName: string;
                                    identifiedLevelName: string;
                                    averageScore: number | null;
                                    scoreValue: number | null;
                                }[];
                                practiceAbilityReleaseHistory: {
                                    operator: string;
                                    instructions: string;
                                    createTime: string;
                                }[];
                                PracticeAbilityReleaseRelations: {
                                    PracticeAbilityId: number;
                                }[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practiceabilityrelease/summarypracticeability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 得分企业按加分档次（3～6分）统计 */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                scoreValue: number;
                                label: string;
                                count: number;
                            }[];
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practiceabilityrelease": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 发布申请（multipart：表单字段、state 0 草稿/3 提交、PracticeAbilityReleaseRelations[i].PracticeAbilityId、enterpriseAnnexes[i].fileType/file） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        /** 删除草稿（仅草稿可删除） */
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practiceabilityrelease/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 草稿箱：保存为草稿的发布申请（分页） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    creditTypeDescription: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    id: number;
                                    state: number;
                                    revision: number;
                                    stateDescription: string;
                                    identificationUnit: string;
                                    relatedSymbol: string | null;
                                    contactPerson: string;
                                    behaviorDescription: string;
                                    actDeterminationDate: string;
                                    createTime: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practiceabilityrelease/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 提交草稿（草稿 → 待复审） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        revision?: number;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practiceabilityrelease/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 审核：通过（→ 已完成，生成良好信用记录）或拒绝（→ 复审拒绝，需原因） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        approved: boolean;
                        reason?: string;
                        revision?: number;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recordpassraterelease/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 发布申请列表（申请日期、状态逗号列表；format=xlsx 导出） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    registerStart?: string;
                    registerEnd?: string;
                    state?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    creditTypeDescription: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    id: number;
                                    state: number;
                                    revision: number;
                                    stateDescription: string;
                                    identificationUnit: string;
                                    relatedSymbol: string | null;
                                    contactPerson: string;
                                    behaviorDescription: string;
                                    actDeterminationDate: string;
                                    createTime: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recordpassraterelease/single": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 发布申请详情：字段、附件、历史与得分企业 */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                creditTypeDescription: string;
                                behaviorCategoryName: string;
                                behaviorContentName: string;
                                id: number;
                                state: number;
                                revision: number;
                                stateDescription: string;
                                identificationUnit: string;
                                relatedSymbol: string | null;
                                contactPerson: string;
                                behaviorDescription: string;
                                actDeterminationDate: string;
                                createTime: string;
                                enterpriseAnnexes: {
                                    id: number;
                                    fileName: string;
                                    fileType: string;
                                    createTime: string;
                                    relativePath: string;
                                }[];
                                history: {
                                    operator: string;
                                    instructions: string;
                                    createTime: string;
                                }[];
                                recordPassRate: {
                                    id: number;
                                    enterpriseName: string;
                                    identifiedLevelName: string;
                                    averageScore: null;
                                    scoreValue: number | null;
                                    levelDescription: string;
                                    registerYear: number;
                                    quarterDescription: string;
                                }[];
                                recordPassRateReleaseHistory: {
                                    operator: string;
                                    instructions: string;
                                    createTime: string;
                                }[];
                                RecordPassRateReleaseRelations: {
                                    RecordPassRateId: number;
                                }[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recordpassraterelease": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 发布申请（multipart：表单字段、state 0 草稿/3 提交、RecordPassRateReleaseRelations[i].RecordPassRateId、enterpriseAnnexes[i].fileType/file） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recordpassraterelease/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 审核：通过（→ 已完成，生成良好信用记录）或拒绝（→ 复审拒绝，需原因） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        approved: boolean;
                        reason?: string;
                        revision?: number;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/creditregister/matters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 待办事项：本人各审核岗位的待办数与各填报岗位被退回待修改的记录数 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                key: string;
                                title: string;
                                route: string;
                                /** @enum {string} */
                                kind: "review" | "returned";
                                count: number;
                            }[];
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/holiday/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 节假日列表（year 年份，holiday 1 放假 0 调休上班；format=xlsx 导出） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    year?: number;
                    holiday?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    day: string;
                                    holiday: number;
                                    holidayDescription: string;
                                    name: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/holiday/year": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一年中日历所改的日子（年视图）：放假与调休上班 */
        get: {
            parameters: {
                query: {
                    year: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                day: string;
                                holiday: number;
                                name: string;
                            }[];
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/holiday": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 设置某一天：放假（1）或调休上班（0）及名称 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        day: string;
                        holiday: number;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        /** 取消某一天的设置（恢复按星期计算） */
        delete: {
            parameters: {
                query: {
                    day: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/holiday/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 节假日导入模板 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/holiday/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 导入节假日（multipart File，xlsx：日期、是否放假、名称） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的消息（unread=1 只看未读） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    unread?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    event: string;
                                    eventName: string;
                                    title: string;
                                    content: string;
                                    link: string | null;
                                    createTime: string;
                                    read: boolean;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/template/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 短信模板 */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    event: string;
                                    eventName: string;
                                    variables: string[];
                                    name: string;
                                    content: string;
                                    enabled: boolean;
                                    updateTime: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/record/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 短信发送记录（手机号脱敏；format=xlsx 导出） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    phone?: string;
                    status?: number;
                    timeStart?: string;
                    timeEnd?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    eventName: string;
                                    templateName: string | null;
                                    phone: string;
                                    text: string;
                                    status: number;
                                    statusDescription: string;
                                    attempts: number;
                                    lastError: string | null;
                                    createTime: string;
                                    sendTime: string | null;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 未读消息数（铃铛） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: number;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 标记为已读（ids 省略时全部已读） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids?: number[];
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改短信模板的内容与启用状态（变量须适用于其事件） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        content: string;
                        enabled: boolean;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Charts/GetCostScorePageList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 企业动态信用分排名（isornotop10=1 只看前10名；format=xlsx 导出） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageIndex?: number;
                        /** @default 10 */
                        pageSize?: number;
                        corpname?: string;
                        titlerank?: number;
                        creditlevel?: string;
                        /** @default 0 */
                        isornotop10?: number;
                        /**
                         * @default json
                         * @enum {string}
                         */
                        format?: "json" | "xlsx";
                        columns?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    Id: number;
                                    CompName: string;
                                    BusLicenceRegisterNo: string;
                                    CreditScore: number;
                                    CreditLevel: string;
                                    CostCorpType: string;
                                    Rank: number;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scoring/standard/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 信用评价标准（草稿与已发布） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    name: string;
                                    effectiveDate: string;
                                    state: number;
                                    stateDescription: string;
                                    basePoints: number;
                                    levels: {
                                        level: string;
                                        min: number | null;
                                    }[];
                                    trendLevels: {
                                        level: string;
                                        min: number | null;
                                    }[];
                                    practiceAbilityTiers: {
                                        scoreValue: number;
                                        minAverageScore: number;
                                    }[];
                                    passRateGrades: {
                                        grade: string;
                                        scoreValue: number;
                                    }[];
                                    requiredEngineers: {
                                        1: number;
                                        2: number;
                                        3: number;
                                    };
                                    publishTime: string | null;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scoring/standard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改评价标准草稿（已发布的不能修改） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id?: number;
                        name: string;
                        effectiveDate: string;
                        basePoints: number;
                        levels: {
                            level: string;
                            min: number | null;
                        }[];
                        trendLevels: {
                            level: string;
                            min: number | null;
                        }[];
                        practiceAbilityTiers: {
                            scoreValue: number;
                            minAverageScore: number;
                        }[];
                        passRateGrades: {
                            grade: string;
                            scoreValue: number;
                        }[];
                        requiredEngineers: {
                            1: number;
                            2: number;
                            3: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: number;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        /** 新增评价标准草稿 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id?: number;
                        name: string;
                        effectiveDate: string;
                        basePoints: number;
                        levels: {
                            level: string;
                            min: number | null;
                        }[];
                        trendLevels: {
                            level: string;
                            min: number | null;
                        }[];
                        practiceAbilityTiers: {
                            scoreValue: number;
                            minAverageScore: number;
                        }[];
                        passRateGrades: {
                            grade: string;
                            scoreValue: number;
                        }[];
                        requiredEngineers: {
                            1: number;
                            2: number;
                            3: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: number;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        /** 删除评价标准草稿 */
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scoring/standard/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 发布评价标准：此后不能修改；自生效日起计分 */
        put: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scoring/standard/whatif": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 试算：按该标准计算全部企业，现等级 × 新等级的企业数及变化最大的企业 */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                matrix: {
                                    from: string;
                                    to: string;
                                    count: number;
                                }[];
                                fromLevels: string[];
                                toLevels: string[];
                                changed: number;
                                total: number;
                                movers: {
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    score: number;
                                    newScore: number;
                                    level: string;
                                    newLevel: string;
                                }[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credit/basic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 基础信用信息：企业身份、动态信用分与等级及其构成、有效的良好/不良记录数、最近的信用记录 */
        get: {
            parameters: {
                query?: {
                    enterpriseId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                enterprise: {
                                    id: number;
                                    enterpriseName: string;
                                    socialCreditCode: string;
                                    qualificationLevelDescription: string;
                                    placeName: string;
                                    officeAddress: string;
                                };
                                explanation: {
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    date: string;
                                    standardName: string;
                                    score: number;
                                    level: string;
                                    parts: {
                                        /** @enum {string} */
                                        kind: "base" | "record";
                                        recordId: number | null;
                                        registerNumber: string | null;
                                        creditTypeDescription: string | null;
                                        label: string;
                                        points: number;
                                        rule: string;
                                    }[];
                                };
                                goodInForce: number;
                                badInForce: number;
                                latestRecords: {
                                    id: number;
                                    registerNumber: string;
                                    creditTypeDescription: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    scoreValue: number;
                                    actDeterminationDate: string;
                                    inForce: boolean;
                                }[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/score/explain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业某日的动态信用分及其构成：基础分与每条计分的信用记录，各项之和即总分 */
        get: {
            parameters: {
                query?: {
                    enterpriseId?: number;
                    date?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                enterpriseId: number;
                                enterpriseName: string;
                                date: string;
                                standardName: string;
                                score: number;
                                level: string;
                                parts: {
                                    /** @enum {string} */
                                    kind: "base" | "record";
                                    recordId: number | null;
                                    registerNumber: string | null;
                                    creditTypeDescription: string | null;
                                    label: string;
                                    points: number;
                                    rule: string;
                                }[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PrintCreditReport/GenerateCreditReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业信用等级证书图片（PNG）：等级与分值未变时沿用现行证书，否则换发新证书 */
        get: {
            parameters: {
                query: {
                    buslicenceregisterno: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 企业不存在或暂无信用等级 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: null;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicity/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 核验信用等级证书：按证书编号给出证书所载事项及其现状（有效、已被新证书取代、已撤销） */
        get: {
            parameters: {
                query: {
                    serial: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                serial: string;
                                enterpriseName: string;
                                socialCreditCode: string;
                                level: string;
                                score: number;
                                standardName: string;
                                issuedOn: string;
                                validUntil: string;
                                issuingAuthority: string;
                                state: number;
                                stateDescription: string;
                                endedAt: string | null;
                                endReason: string | null;
                                currentSerial: string | null;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 证书编号不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: null;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Qualification/GetAllQualificationList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 资质预警列表：最近一次月度评估注册造价工程师人数不足的企业（Data.PageData；format=xlsx 导出） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    item?: number;
                    address?: string;
                    inPark?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            Data: {
                                PageData: {
                                    Id: number;
                                    Address: string;
                                    EnterpriseName: string;
                                    TitleRank: string;
                                    qualificationLevel: number;
                                    actualCount: number;
                                    requiredCount: number;
                                    warningStartDate: string;
                                    shortMonths: number;
                                    deducted: boolean;
                                }[];
                                TotalCount: number;
                                PageIndex: number;
                                PageSize: number;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Qualification/GetQualificationPersonList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 资质预警企业的在职人员（kind：造价工程师=1，其他=0；TitleProfessor：职称；Data.PageData） */
        get: {
            parameters: {
                query: {
                    pageIndex?: number;
                    pageSize?: number;
                    Id: number;
                    name?: string;
                    kind?: number;
                    TitleProfessor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            Data: {
                                PageData: {
                                    id: number;
                                    name: string;
                                    genderDescription: string;
                                    jobTitleDescription: string;
                                    qualificationDescription: string;
                                    phone: string;
                                    costEngineer: boolean;
                                }[];
                                TotalCount: number;
                                PageIndex: number;
                                PageSize: number;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Qualification/GetQualificationPreview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业资质预警详情：最近一次评估及逐月评估记录（Data.qualification、Data.qualificationHistory） */
        get: {
            parameters: {
                query: {
                    Id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            Data: {
                                qualification: {
                                    Id: number;
                                    EnterpriseName: string;
                                    Address: string;
                                    TitleRank: string;
                                    current: {
                                        month: string;
                                        actualCount: number;
                                        requiredCount: number;
                                        short: boolean;
                                        shortMonths: number;
                                        warningStartDate: string;
                                        deducted: boolean;
                                    } | null;
                                };
                                qualificationHistory: {
                                    month: string;
                                    actualCount: number;
                                    requiredCount: number;
                                    short: boolean;
                                    shortMonths: number;
                                    warningStartDate: string;
                                    deducted: boolean;
                                }[];
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Qualification/GetQualificationStatistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 资质预警统计：按资质等级、按区县的预警企业数（Data） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            Data: {
                                month: string;
                                total: number;
                                deducted: number;
                                byLevel: {
                                    key: string;
                                    label: string;
                                    count: number;
                                }[];
                                byArea: {
                                    key: string;
                                    label: string;
                                    count: number;
                                }[];
                                isCity: boolean;
                                canEvaluate: boolean;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Qualification/EvaluateStaffing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 按月评估注册造价工程师人数（每月1日自动执行；可指定月份重新评估），并重算相关企业信用分 */
        put: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: number;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 统计报表：按区县统计企业数、信用等级分布及统计期内的良好、不良记录、申诉与信用修复（format=xlsx 导出） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    periodStart?: string;
                    periodEnd?: string;
                    enterpriseType?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    county: string;
                                    countyName: string;
                                    enterpriseCount: number;
                                    levelAAA: number;
                                    levelAA: number;
                                    levelA: number;
                                    levelB: number;
                                    levelC: number;
                                    goodRecords: number;
                                    badRecords: number;
                                    appeals: number;
                                    repairs: number;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 数据看板：企业、信用记录、待办、申诉、修复与资质预警的统计数字及图表数据 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                enterpriseTypes: {
                                    key: string;
                                    label: string;
                                    count: number;
                                }[];
                                goodInForce: number;
                                badInForce: number;
                                recordsWaiting: number;
                                openAppeals: number;
                                openRepairs: number;
                                warnings: number;
                                warningMonth: string;
                                levels: {
                                    key: string;
                                    label: string;
                                    count: number;
                                }[];
                                months: {
                                    month: string;
                                    good: number;
                                    bad: number;
                                }[];
                                counties: {
                                    code: string;
                                    name: string;
                                    good: number;
                                    bad: number;
                                }[];
                                computedAt: string;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/own": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的看板：本人范围（本企业、园区企业或全省）的统计数字、图表数据、待办与期限 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                enterpriseTypes: {
                                    key: string;
                                    label: string;
                                    count: number;
                                }[];
                                goodInForce: number;
                                badInForce: number;
                                warnings: number;
                                warningMonth: string;
                                levels: {
                                    key: string;
                                    label: string;
                                    count: number;
                                }[];
                                months: {
                                    month: string;
                                    good: number;
                                    bad: number;
                                }[];
                                counties: {
                                    code: string;
                                    name: string;
                                    good: number;
                                    bad: number;
                                }[];
                                computedAt: string;
                                /** @enum {string} */
                                scope: "park" | "province";
                                desks: {
                                    key: string;
                                    title: string;
                                    route: string;
                                    count: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                scope: "enterprise";
                                enterpriseName: string;
                                standing: {
                                    score: number;
                                    level: string;
                                    rank: number;
                                    computedOn: string;
                                } | null;
                                goodInForce: number;
                                badInForce: number;
                                requests: {
                                    flow: string;
                                    id: number;
                                    kind: string;
                                    subject: string;
                                    state: number;
                                    stateLabel: string;
                                    createdOn: string;
                                }[];
                                warning: {
                                    month: string;
                                    actualCount: number;
                                    requiredCount: number;
                                    shortMonths: number;
                                } | null;
                                deadlines: {
                                    /** @enum {string} */
                                    kind: "appealWindow" | "repairDue";
                                    flow: string;
                                    id: number;
                                    subject: string;
                                    due: string;
                                }[];
                                desks: {
                                    key: string;
                                    title: string;
                                    route: string;
                                    count: number;
                                }[];
                                computedAt: string;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 办理效率：各审核岗位每月收件、办结、退回、办结用时（工作日，平均与90%）及当前待办与超期（format=xlsx 导出各图表的数据表） */
        get: {
            parameters: {
                query?: {
                    periodStart?: string;
                    periodEnd?: string;
                    format?: "json" | "xlsx";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                tables: {
                                    key: string;
                                    title: string;
                                    category: string;
                                    series: {
                                        key: string;
                                        title: string;
                                        unit: string;
                                        search?: string;
                                    }[];
                                    rows: {
                                        key: string;
                                        label: string;
                                        values: number[];
                                        search?: string;
                                        page?: string;
                                    }[];
                                    page?: string;
                                }[];
                                computedAt: string;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/desk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 岗位统计：一个审核岗位（desk=流程:岗位）近12个月的收件、办结、退回，当前待办的等待时长与等待最久的事项（format=xlsx 导出各图表的数据表） */
        get: {
            parameters: {
                query: {
                    desk: string;
                    format?: "json" | "xlsx";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                tables: {
                                    key: string;
                                    title: string;
                                    category: string;
                                    series: {
                                        key: string;
                                        title: string;
                                        unit: string;
                                        search?: string;
                                    }[];
                                    rows: {
                                        key: string;
                                        label: string;
                                        values: number[];
                                        search?: string;
                                        page?: string;
                                    }[];
                                    page?: string;
                                }[];
                                computedAt: string;
                                desk: {
                                    key: string;
                                    title: string;
                                    route: string;
                                };
                                deadline: string;
                                waiting: number;
                                overdue: number;
                                oldest: {
                                    id: number;
                                    subject: string;
                                    arrivedAt: string | null;
                                    waitingDays: number | null;
                                    overdue: boolean;
                                }[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/proportion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 占比分析：企业信用等级、资质等级，统计期内已发布记录的类型、行为类别与区县占比（format=xlsx 导出各图表的数据表） */
        get: {
            parameters: {
                query?: {
                    periodStart?: string;
                    periodEnd?: string;
                    enterpriseType?: string;
                    format?: "json" | "xlsx";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                tables: {
                                    key: string;
                                    title: string;
                                    category: string;
                                    series: {
                                        key: string;
                                        title: string;
                                        unit: string;
                                        search?: string;
                                    }[];
                                    rows: {
                                        key: string;
                                        label: string;
                                        values: number[];
                                        search?: string;
                                        page?: string;
                                    }[];
                                    page?: string;
                                }[];
                                computedAt: string;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 良好（creditType=1）或不良（creditType=2）信用分析：按行为类别与内容、月份、区县、认定单位、企业统计已发布记录（format=xlsx 导出各图表的数据表） */
        get: {
            parameters: {
                query: {
                    periodStart?: string;
                    periodEnd?: string;
                    enterpriseType?: string;
                    creditType: number;
                    format?: "json" | "xlsx";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                tables: {
                                    key: string;
                                    title: string;
                                    category: string;
                                    series: {
                                        key: string;
                                        title: string;
                                        unit: string;
                                        search?: string;
                                    }[];
                                    rows: {
                                        key: string;
                                        label: string;
                                        values: number[];
                                        search?: string;
                                        page?: string;
                                    }[];
                                    page?: string;
                                }[];
                                computedAt: string;
                                creditType: number;
                                total: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/storage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 存储统计：信用记录、附件（个数、存储量、文件类型）、企业与从业人员的总量及近12个月的增长（format=xlsx 导出各图表的数据表） */
        get: {
            parameters: {
                query?: {
                    format?: "json" | "xlsx";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                tables: {
                                    key: string;
                                    title: string;
                                    category: string;
                                    series: {
                                        key: string;
                                        title: string;
                                        unit: string;
                                        search?: string;
                                    }[];
                                    rows: {
                                        key: string;
                                        label: string;
                                        values: number[];
                                        search?: string;
                                        page?: string;
                                    }[];
                                    page?: string;
                                }[];
                                computedAt: string;
                                totals: {
                                    records: number;
                                    attachments: number;
                                    attachmentMegabytes: number;
                                    enterprises: number;
                                    staff: number;
                                };
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/recordcount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 信用记录统计：各企业统计期内（认定日期）已发布的良好、不良、测评加分、有效、提前失效、被申诉与已修复记录数（format=xlsx 导出） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    area?: string;
                    periodStart?: string;
                    periodEnd?: string;
                    enterpriseType?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    socialCreditCode: string;
                                    county: string;
                                    countyName: string;
                                    total: number;
                                    good: number;
                                    bad: number;
                                    bonus: number;
                                    inForce: number;
                                    endedEarly: number;
                                    appealed: number;
                                    repaired: number;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicity/enterprises": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 按企业名称（两个字即可）或统一社会信用代码查找企业（公开） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    socialCreditCode: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicity/creditrecords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 公示期内的良好与不良信用记录（公开；良好公示3年，不良按认定等级的期限，修复或撤销后提前结束） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    creditType?: number;
                    behaviorCategoryName?: string;
                    dateStart?: string;
                    dateEnd?: string;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    actor: number;
                                    actorDescription: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    identifiedLevelName: string | null;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    relatedSymbol: string | null;
                                    behaviorDescription: string;
                                    actDeterminationDate: string;
                                    processStatus: number;
                                    processStatusDescription: string;
                                    publicUntil: string | null;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicity/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 审核中的信用登记公示（公开；提交后至审核完成） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    enterpriseName?: string;
                    creditType?: number;
                    format?: "json" | "xlsx";
                    columns?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    actor: number;
                                    actorDescription: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    identifiedLevelName: string | null;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    relatedSymbol: string | null;
                                    behaviorDescription: string;
                                    actDeterminationDate: string;
                                    processStatus: number;
                                    processStatusDescription: string;
                                    publicUntil: string | null;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicity/ranking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 企业信用排名（公开；isornotop10=1 只看前10名；format=xlsx 导出） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        pageIndex?: number;
                        /** @default 10 */
                        pageSize?: number;
                        corpname?: string;
                        titlerank?: number;
                        creditlevel?: string;
                        /** @default 0 */
                        isornotop10?: number;
                        /**
                         * @default json
                         * @enum {string}
                         */
                        format?: "json" | "xlsx";
                        columns?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    Id: number;
                                    CompName: string;
                                    BusLicenceRegisterNo: string;
                                    CreditScore: number;
                                    CreditLevel: string;
                                    CostCorpType: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicity/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一条信用记录的公开详情（公示期内或审核中） */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                id: number;
                                registerNumber: string;
                                enterpriseId: number;
                                enterpriseName: string;
                                creditType: number;
                                creditTypeDescription: string;
                                actor: number;
                                actorDescription: string;
                                behaviorCategoryName: string;
                                behaviorContentName: string;
                                identifiedLevelName: string | null;
                                scoreValue: number;
                                identificationUnit: string;
                                relatedSymbol: string | null;
                                behaviorDescription: string;
                                actDeterminationDate: string;
                                processStatus: number;
                                processStatusDescription: string;
                                publicUntil: string | null;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicity/levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 各信用等级的企业数（公开） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                level: string;
                                count: number;
                            }[];
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicity/enterpriselevel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一家企业当前的信用等级、动态信用分与排名（公开） */
        get: {
            parameters: {
                query: {
                    enterpriseId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                Id: number;
                                CompName: string;
                                BusLicenceRegisterNo: string;
                                CreditScore: number;
                                CreditLevel: string;
                                CostCorpType: string;
                                Rank: number;
                                computedOn: string;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicity/appointsort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 选定企业（ids，逗号分隔，最多20家）按综合信用分排序（公开） */
        get: {
            parameters: {
                query: {
                    ids: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                Id: number;
                                CompName: string;
                                BusLicenceRegisterNo: string;
                                CreditScore: number;
                                CreditLevel: string;
                                CostCorpType: string;
                                Rank: number;
                            }[];
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicity/selfcheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 平台自检：平台、数据库与两个统一身份认证是否可用（公开） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                /** @enum {string} */
                                platform: "up" | "down";
                                /** @enum {string} */
                                database: "up" | "down";
                                /** @enum {string} */
                                enterpriseSignIn: "up" | "down";
                                /** @enum {string} */
                                manageSignIn: "up" | "down";
                                /** @enum {string} */
                                readReplica?: "up" | "down";
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicity/trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业信用分趋势：月度（当年12个月）、季度（4个季度）、年度（近5年），及期间计分的信用记录 */
        get: {
            parameters: {
                query: {
                    year?: number;
                    type?: number;
                    enterpriseId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                charts: {
                                    xAxis: string[];
                                    series: {
                                        name: string;
                                        data: (number | null)[];
                                    }[];
                                };
                                datas: {
                                    id: number;
                                    registerNumber: string;
                                    enterpriseId: number;
                                    enterpriseName: string;
                                    creditType: number;
                                    creditTypeDescription: string;
                                    actor: number;
                                    actorDescription: string;
                                    behaviorCategoryName: string;
                                    behaviorContentName: string;
                                    identifiedLevelName: string | null;
                                    scoreValue: number;
                                    identificationUnit: string;
                                    relatedSymbol: string | null;
                                    behaviorDescription: string;
                                    actDeterminationDate: string;
                                    processStatus: number;
                                    processStatusDescription: string;
                                    publicUntil: string | null;
                                    executionDate: string;
                                    enterpriseAnnexes: unknown[];
                                }[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicity/EntyLevel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 企业信用等级趋势：近12个月月末的等级（C、B、B+、A 等级趋势刻度） */
        get: {
            parameters: {
                query: {
                    enterpriseId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                charts: {
                                    xAxis: string[];
                                    yAxis: string[];
                                    series: {
                                        name: string;
                                        data: (string | null)[];
                                    }[];
                                };
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/CreditReport/GetCreditReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 信用报告：信用记录的主体、认定、分值、附件（图片/PDF/其他）、相似记录数与处理历史 */
        get: {
            parameters: {
                query: {
                    Id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            Data: {
                                creditReport: {
                                    Id: number;
                                    RegisterNumber: string;
                                    EnterpriseName: string;
                                    Enterprises: {
                                        EnterpriseName: string;
                                        BusLicenceRegisterNo: string;
                                    }[];
                                    ActorsDescription: string;
                                    Person: {
                                        Name: string;
                                    } | null;
                                    Address: string;
                                    IdentifiedUnit: string;
                                    RatingTypeName: string;
                                    RatingCategoryName: string;
                                    RatingName: string;
                                    RatingLevel: string | null;
                                    RecordDate: string;
                                    RelatedSymbol: string | null;
                                    Score: number;
                                    Remark: string;
                                    EndedOn: string | null;
                                    EndReason: string | null;
                                    Attachment: {
                                        IMG: {
                                            id: number;
                                            fileName: string;
                                            relativePath: string;
                                        }[];
                                        PDF: {
                                            id: number;
                                            fileName: string;
                                            relativePath: string;
                                        }[];
                                        Other: {
                                            id: number;
                                            fileName: string;
                                            relativePath: string;
                                        }[];
                                    };
                                    Similarity: {
                                        total: number;
                                        records: {
                                            Id: number;
                                            RegisterNumber: string;
                                            RatingTypeName: string;
                                            RecordDate: string;
                                            Score: number;
                                        }[];
                                    };
                                };
                                creditReportHistory: {
                                    operator: string;
                                    instructions: string;
                                    createTime: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicity/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 已发布的政策文件（公开） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    title?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    title: string;
                                    issuer: string;
                                    issueDate: string;
                                    fileName: string;
                                    fileUrl: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/policies/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 政策文件（全部状态；按标题、状态筛选） */
        get: {
            parameters: {
                query?: {
                    pageIndex?: number;
                    pageSize?: number;
                    title?: string;
                    state?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                pageData: {
                                    id: number;
                                    title: string;
                                    issuer: string;
                                    issueDate: string;
                                    fileName: string;
                                    fileUrl: string;
                                    state: number;
                                    stateDescription: string;
                                    sortOrder: number;
                                    updateTime: string;
                                }[];
                                totalCount: number;
                                pageIndex: number;
                                pageSize: number;
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicity/policies/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 已发布政策文件的 PDF（公开，页面内查看） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 同一地址访问公开接口过于频繁，请稍后再试 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 新增政策文件草稿（multipart：title、issuer、issueDate、sortOrder、file（PDF）） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: number;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改政策文件（multipart：同新增；不传 file 则保留原文件） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: string;
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/policies/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 发布政策文件（草稿或已撤回的） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/policies/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 撤回已发布的政策文件 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/policies/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 上移或下移政策文件（公示顺序） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        direction: "up" | "down";
                    };
                };
            };
            responses: {
                /** @description 成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/listcolumns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的列设置（全部列表） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                listKey: string;
                                columns: string[];
                            }[];
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/listcolumns/{listKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的列设置（一个列表；未设置时为 null） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    listKey: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                listKey: string;
                                columns: string[];
                            } | null;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        /** 保存列设置：显示的列，按顺序 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    listKey: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        columns: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: {
                                listKey: string;
                                columns: string[];
                            };
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        post?: never;
        /** 恢复默认列 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    listKey: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            extraData: null;
                            errors?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description 输入有误：message 为第一条提示，errors 按字段给出各自的提示 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 未登录或令牌无效（Code 401），令牌过期（Code 3002，客户端刷新令牌后重试） */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthFailure"];
                    };
                };
                /** @description 没有权限（Code 403），或须先修改初始密码 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所指的记录不存在 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 记录的状态已变化，操作不再适用 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 所发送的修订号（If-Match 或 revision）与记录当前的不符：记录在打开后已被修改，未做任何变更 */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
                /** @description 请求体或上传的文件过大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Failure"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Failure: {
            /** @enum {boolean} */
            success: false;
            message: string;
            extraData: null;
            errors?: {
                [key: string]: string;
            };
            Code?: number;
            Message?: string;
        };
        AuthFailure: {
            /** @enum {boolean} */
            success: false;
            message: string;
            extraData: null;
            errors?: {
                [key: string]: string;
            };
            /** @enum {integer} */
            Code: 401 | 3002;
            Message: string;
        };
        DivisionNodeInput: {
            text: string;
            value: string;
            subMap: components["schemas"]["DivisionNodeInput"][];
        };
        UserMenuInput: {
            menuName: string;
            menuIcon: string;
            menuUrl: string;
            subMenus: components["schemas"]["UserMenuInput"][];
        };
        DivisionNode: {
            text: string;
            value: string;
            subMap: components["schemas"]["DivisionNode"][];
        };
        UserMenu: {
            menuName: string;
            menuIcon: string;
            menuUrl: string;
            subMenus: components["schemas"]["UserMenu"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
